#!/usr/bin/env node
// vitrine-wasi.mjs: run Vitrine's WASI build (build/wasi/vitrine.wasm) under Node's node:wasi with a
// `java` command line.
//
//   node wasm-bridge/bin/vitrine-wasi.mjs [java options] MainClass [args...]
//
// The program sees only the directories it is granted, each at its own path: the working directory,
// the directories of the class path and module path entries and of argument files (a jar's
// directory), the class library image, a private temporary directory of its own as /tmp (made for the
// run, removed after it), and of /dev the random, urandom, null and zero devices. Anything else is
// outside the sandbox, symbolic links included (wasm-bridge/wasi-sandbox.mjs): reaching it fails
// with ENOTCAPABLE, to Java an IOException (AccessDeniedException, FileNotFoundException "(Permission
// denied)"). stdin, stdout and stderr are the process's; the environment is the process's plus PWD
// and VITRINE_JAVA_HOME; the exit status is the VM's (134 with a message on stderr if the WebAssembly
// code itself traps). docs/WASI.md has the equivalent wasmtime command line and the build's limits.
//
// Environment of this launcher (all optional):
//   VITRINE_WASI_DIR          directory of vitrine.wasm (default <repo>/build/wasi)
//   VITRINE_WASI_JAVA_HOME    class library image (default: the build's image $VITRINE_WASI_DIR/jdk;
//                             node:wasi cannot grant a directory read-only, so a sandbox keeps to a copy)
//   VITRINE_WASI_GRANT        more directories to grant, separated by ':'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

import { confineToPreopens } from '../wasi-sandbox.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// node:wasi announces itself as experimental on stderr: keep stderr the program's alone. Other
// warnings still print. (process.stderr is not touched: its stream would make fd 2 non-blocking.)
process.removeAllListeners('warning');
process.on('warning', (w) => {
    if (w.name !== 'ExperimentalWarning') writeSync(2, `${w.name}: ${w.message}\n`);
});
const { WASI } = await import('node:wasi');

// V8 compiles wasm functions first with its baseline compiler and optimizes one on a later call; the
// interpreter's loop is called once and runs the whole program, so it would stay baseline code (three
// times slower). Optimize everything up front instead. Set before the module is compiled.
v8.setFlagsFromString('--no-liftoff');

// java options followed by a value in the next argument (the launcher's own and the VM's)
const WITH_VALUE = new Set(['-cp', '-classpath', '--class-path', '-p', '--module-path', '--upgrade-module-path',
    '--add-modules', '--limit-modules', '--add-reads', '--add-exports', '--add-opens', '--patch-module',
    '--enable-native-access', '-d', '--describe-module', '--source']);
const PATH_LISTS = new Set(['-cp', '-classpath', '--class-path', '-p', '--module-path', '--upgrade-module-path']);

/**
 * The arguments of an argument file (`@file`), roughly as java splits them: enough to find the paths
 * among them (the VM itself reads the file with java's exact rules).
 */
function argFileWords(file) {
    let text;
    try {
        text = readFileSync(file, 'utf8');
    } catch {
        return [];
    }
    const words = [];
    for (const line of text.split('\n')) {
        if (/^\s*#/.test(line)) continue;
        for (const m of line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(m[1] ?? m[2] ?? m[3]);
    }
    return words;
}

/** The host paths a java command line names (class path, module path, jar, agent jars, source file). */
function namedPaths(argv, env = process.env) {
    argv = argv.flatMap((a) => (a.startsWith('@') && !a.startsWith('@@') ? [a, ...argFileWords(a.slice(1))] : [a]));
    const paths = [];
    const list = (v) => paths.push(...v.split(':').filter(Boolean));
    let classPathGiven = false;
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const eq = a.indexOf('=');
        const name = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
        if (WITH_VALUE.has(name)) {
            const v = name === a ? argv[++i] : a.slice(eq + 1);
            if (v === undefined) break;
            if (PATH_LISTS.has(name)) {
                list(v);
                if (name !== '-p' && name !== '--module-path' && name !== '--upgrade-module-path') classPathGiven = true;
            } else if (name === '--patch-module' && v.includes('=')) {
                list(v.slice(v.indexOf('=') + 1));
            }
            continue;
        }
        if (a.startsWith('@') && !a.startsWith('@@')) paths.push(a.slice(1)); // the argument file itself
        else if (a.startsWith('-Xbootclasspath/a:')) list(a.slice('-Xbootclasspath/a:'.length));
        else if (a.startsWith('-javaagent:')) paths.push(a.slice('-javaagent:'.length).split('=')[0]);
        else if (a.startsWith('-XX:VMOptionsFile=')) paths.push(a.slice('-XX:VMOptionsFile='.length));
        else if (a.startsWith('-XX:Flags=')) paths.push(a.slice('-XX:Flags='.length));
        else if (a.startsWith('-Djava.class.path=')) { list(a.slice('-Djava.class.path='.length)); classPathGiven = true; }
        else if (a === '-jar') { if (argv[i + 1] !== undefined) paths.push(argv[i + 1]); break; }
        else if (a === '-m' || a === '--module' || a.startsWith('--module=')) break;
        else if (!a.startsWith('-')) {
            if (a.endsWith('.java')) paths.push(a); // source-file mode
            break;                                  // the main class: the rest is the program's
        }
    }
    if (!classPathGiven && env.CLASSPATH) list(env.CLASSPATH);
    return paths;
}

/** The directories to grant for those paths: a directory itself, a file's directory; missing ones skipped. */
function grantedDirs(paths, cwd) {
    const dirs = new Set();
    for (const p of paths) {
        const abs = resolve(cwd, p);
        let st;
        try {
            st = statSync(abs);
        } catch {
            continue; // as natively, a missing entry is no error of the launcher's
        }
        dirs.add(st.isDirectory() ? abs : dirname(abs));
    }
    return [...dirs];
}

// The build's small image by default: a copy, with no symbolic links (a WASI host follows none that
// leave a granted directory, and Debian's JDK links its conf/ files to /etc), and one that a program
// writing into it cannot harm.
function javaHome(wasiDir) {
    if (process.env.VITRINE_WASI_JAVA_HOME) return resolve(process.env.VITRINE_WASI_JAVA_HOME);
    return join(wasiDir, 'jdk');
}

async function main() {
    const argv = process.argv.slice(2);
    const wasiDir = resolve(process.env.VITRINE_WASI_DIR || join(ROOT, 'build', 'wasi'));
    const wasmFile = join(wasiDir, 'vitrine.wasm');
    if (!existsSync(wasmFile)) throw new Error(`${wasmFile} is missing: build it with \`make wasi\``);
    const cwd = process.cwd();
    const home = javaHome(wasiDir);
    const tmp = mkdtempSync(join(tmpdir(), 'vitrine-wasi-tmp-'));
    try {
        // /dev for its random devices alone (wasm-bridge/wasi-sandbox.mjs): SecureRandom reads them
        const preopens = { '/tmp': tmp, ...(existsSync('/dev/urandom') ? { '/dev': '/dev' } : {}) };
        const extra = (process.env.VITRINE_WASI_GRANT || '').split(':').filter(Boolean);
        for (const dir of [cwd, home, ...grantedDirs([...namedPaths(argv), ...extra], cwd)]) preopens[dir] = dir;
        const env = { ...process.env, PWD: cwd, VITRINE_JAVA_HOME: home };
        const wasi = new WASI({ version: 'preview1', args: ['java', ...argv], env, preopens, returnOnExit: true });
        const module = await WebAssembly.compile(readFileSync(wasmFile));
        let instance;
        const imports = confineToPreopens(wasi.getImportObject(), preopens, () => instance.exports.memory);
        instance = await WebAssembly.instantiate(module, imports);
        let status;
        try {
            status = wasi.start(instance);
        } catch (e) {
            // a trap: abort(), unreachable code, the C stack exhausted, memory out of bounds
            writeSync(2, `vitrine: the WebAssembly program crashed: ${e && e.message ? e.message : String(e)}\n`);
            status = 134;
        }
        return status;
    } finally {
        rmSync(tmp, { recursive: true, force: true });
    }
}

try {
    process.exitCode = await main();
} catch (e) {
    writeSync(2, 'vitrine: ' + (e && e.message ? e.message : String(e)) + '\n');
    process.exitCode = 1;
}
