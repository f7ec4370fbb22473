// Shared machinery of the Java parity suites (corpus.test.mjs, launcher.test.mjs).
// No npm dependencies: node:* modules only.
//
// A "launcher" is a command line that behaves like HotSpot's `java`:
//   native   build/native/vitrine
//   wasm     node wasm-bridge/bin/vitrine.mjs        (needs build/wasm/vitrine.wasm)
//   wasi     node wasm-bridge/bin/vitrine-wasi.mjs   (needs build/wasi/vitrine.wasm: the WASI build)
//   hotspot  $JAVA_HOME/bin/java -Xint               (the reference; used to test the runner itself)
// VITRINE_LAUNCHERS=native,wasm,wasi,hotspot picks launchers; by default those a suite names (native
// and wasm; the corpus adds wasi), and the suites of a launcher whose build output is missing are
// skipped with the reason.
//
// Programs are run exactly as scripts/gen-goldens.sh runs them on HotSpot: in a fresh scratch
// directory, with a clean environment, stdin from <Name>.stdin (or empty), and
//   <launcher> [<Name>.jvmargs] -cp <abs>/build/tests/java/classes <Name> [<Name>.args]
//   <launcher> [<Name>.jvmargs] -jar <abs>/build/tests/java/jars/<Name>.jar [<Name>.args]  (<Name>.jarmode)

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SRC_DIR = join(ROOT, 'tests', 'java', 'src');
export const EXPECTED_DIR = join(ROOT, 'tests', 'java', 'expected');
export const KNOWN_FAILURES_FILE = join(ROOT, 'tests', 'java', 'known-failures.txt');
export const CLASSES_DIR = join(ROOT, 'build', 'tests', 'java', 'classes');
export const JARS_DIR = join(ROOT, 'build', 'tests', 'java', 'jars');

export const JAVA_HOME = process.env.JAVA_HOME || '/usr/lib/jvm/java-17-openjdk-amd64';
export const JAVA = existsSync(join(JAVA_HOME, 'bin', 'java')) ? join(JAVA_HOME, 'bin', 'java') : 'java';
// Same flags as HOTSPOT_FLAGS in scripts/gen-goldens.sh.
export const HOTSPOT_FLAGS = ['-Xint'];

// The reason corpus programs that use the network are skipped on the WebAssembly builds.
const NO_NETWORK = 'sockets, name resolution and network interfaces: the WebAssembly builds have no network';
// jdk.internal.platform.CgroupMetrics.isUseContainerSupport() is false in WebAssembly: the class
// library reads no cgroup files there and -XshowSettings:system says "No metrics available".
const NO_CONTAINER_METRICS = 'no container metrics in WebAssembly (vm/natives/platform_metrics.c)';

const LAUNCHERS = {
    native: {
        timeoutMs: 60_000,
        command: () => [process.env.VITRINE_NATIVE || join(ROOT, 'build', 'native', 'vitrine')],
        missing() {
            const bin = process.env.VITRINE_NATIVE || join(ROOT, 'build', 'native', 'vitrine');
            return existsSync(bin) ? null : `launcher "native" is not built (${rel(bin)} is missing)`;
        },
    },
    // The native debug build (AddressSanitizer, UBSan, LeakSanitizer): the same output as natively,
    // and a sanitizer's report fails the run (its exit status and stderr differ). native:<Name>
    // entries of known-failures.txt apply to it too.
    'native-asan': {
        timeoutMs: 180_000,
        knownAs: 'native',
        // the sanitizers' settings for the VM's process only (cleanEnv passes no other variables)
        env: {
            ASAN_OPTIONS: 'detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=0',
            UBSAN_OPTIONS: 'print_stacktrace=1:halt_on_error=1',
        },
        command: () => [process.env.VITRINE_NATIVE_ASAN || join(ROOT, 'build', 'native-debug', 'vitrine')],
        missing() {
            const bin = process.env.VITRINE_NATIVE_ASAN || join(ROOT, 'build', 'native-debug', 'vitrine');
            return existsSync(bin) ? null : `launcher "native-asan" is not built (${rel(bin)} is missing: make debug)`;
        },
    },
    wasm: {
        timeoutMs: 120_000,
        // Corpus programs that need what no WebAssembly build has, skipped with the reason;
        // node-tests/net.test.mjs checks that these calls fail there with an exception saying so.
        unsupported: {
            NetAddresses: NO_NETWORK,
            NetChannels: NO_NETWORK,
            NetDatagrams: NO_NETWORK,
            NetHttp: NO_NETWORK,
            NetSockets: NO_NETWORK,
            NetUnixSockets: NO_NETWORK,
            'launcher-show-settings-system': NO_CONTAINER_METRICS,
        },
        // VITRINE_NODE_LAUNCHER and VITRINE_WASM_DIR (read by the launcher itself) pick another build
        command: () => [process.execPath, process.env.VITRINE_NODE_LAUNCHER || join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs')],
        missing() {
            const wasmDir = process.env.VITRINE_WASM_DIR || join(ROOT, 'build', 'wasm');
            for (const f of [join(wasmDir, 'vitrine.wasm'), process.env.VITRINE_NODE_LAUNCHER || join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs')]) {
                if (!existsSync(f)) return `launcher "wasm" is not built (${rel(f)} is missing)`;
            }
            return null;
        },
    },
    wasi: {
        timeoutMs: 120_000,
        // Corpus programs and launcher cases that need what the WASI build does not have
        // (docs/WASI.md, limits), skipped with the reason. Processes, sockets and signals fail there
        // as in the Emscripten build.
        unsupported: {
            FileSystemOps: 'POSIX permissions, file locks and shared writable memory maps: WASI preview1 has none',
            ManagementBeans: 'java.lang.management is in java.management, which the small image build/wasi/jdk (java.base, java.logging, jdk.localedata) does not have',
            ManagementFlags: 'com.sun.management is in jdk.management, which the small image build/wasi/jdk (java.base, java.logging, jdk.localedata) does not have',
            NetAddresses: NO_NETWORK,
            NetChannels: NO_NETWORK,
            NetDatagrams: NO_NETWORK,
            NetHttp: NO_NETWORK,
            NetSockets: NO_NETWORK,
            NetUnixSockets: NO_NETWORK,
            'launcher-show-settings-system': NO_CONTAINER_METRICS,
            'launcher-list-modules': 'the class library is the small image build/wasi/jdk (java.base, java.logging, jdk.localedata), not the JDK\'s 70 modules',
            'launcher-source-file': 'source-file mode needs jdk.compiler, which the small image build/wasi/jdk does not have',
        },
        // VITRINE_WASI_LAUNCHER and VITRINE_WASI_DIR (read by the launcher itself) pick another build
        command: () => [process.execPath, process.env.VITRINE_WASI_LAUNCHER || join(ROOT, 'wasm-bridge', 'bin', 'vitrine-wasi.mjs')],
        missing() {
            const wasiDir = process.env.VITRINE_WASI_DIR || join(ROOT, 'build', 'wasi');
            for (const f of [join(wasiDir, 'vitrine.wasm'), process.env.VITRINE_WASI_LAUNCHER || join(ROOT, 'wasm-bridge', 'bin', 'vitrine-wasi.mjs')]) {
                if (!existsSync(f)) return `launcher "wasi" is not built (${rel(f)} is missing: make wasi)`;
            }
            return null;
        },
    },
    hotspot: {
        timeoutMs: 60_000,
        command: () => [JAVA, ...HOTSPOT_FLAGS],
        missing() {
            const r = spawnSync(JAVA, ['-version'], { encoding: 'utf8' });
            return r.status === 0 ? null : `launcher "hotspot" is unavailable (${JAVA} -version failed)`;
        },
    },
};

export function rel(p) {
    return p.startsWith(ROOT + '/') ? p.slice(ROOT.length + 1) : p;
}

/** Launchers to test: [{ name, command: string[], timeoutMs, skip: string|null, unsupported }]. */
export function selectedLaunchers(defaults = ['native', 'wasm']) {
    const env = (process.env.VITRINE_LAUNCHERS || '').trim();
    const names = env ? env.split(',').map((s) => s.trim()).filter(Boolean) : defaults;
    return names.map(launcher);
}

/**
 * One launcher by name: { name, command: string[], timeoutMs, skip: string|null, unsupported }, where
 * unsupported maps the corpus programs the launcher cannot run to the reason.
 */
export function launcher(name) {
    const l = LAUNCHERS[name];
    if (!l) {
        return { name, command: [], timeoutMs: 0, skip: `unknown launcher "${name}" in VITRINE_LAUNCHERS (use native, native-asan, wasm, wasi, hotspot)`, unsupported: {}, env: {}, knownAs: null };
    }
    return {
        name, command: l.command(), timeoutMs: l.timeoutMs, skip: l.missing(), unsupported: l.unsupported || {},
        env: l.env || {}, knownAs: l.knownAs || null,
    };
}

/** All corpus programs, sorted: [{ name, jarMode, jvmArgs, args, stdinFile }]. */
export function corpusPrograms() {
    const files = readdirSync(SRC_DIR);
    return files
        .filter((f) => f.endsWith('.java'))
        .map((f) => f.slice(0, -'.java'.length))
        .sort()
        .map((name) => ({
            name,
            jarMode: existsSync(join(SRC_DIR, `${name}.jarmode`)),
            jvmArgs: firstLineWords(join(SRC_DIR, `${name}.jvmargs`)),
            args: firstLineWords(join(SRC_DIR, `${name}.args`)),
            stdinFile: existsSync(join(SRC_DIR, `${name}.stdin`)) ? join(SRC_DIR, `${name}.stdin`) : null,
        }));
}

function firstLineWords(file) {
    if (!existsSync(file)) return [];
    const line = readFileSync(file, 'utf8').split('\n')[0];
    return line.split(/[ \t]+/).filter(Boolean);
}

/** The java command-line arguments (after the launcher) for a corpus program. */
export function programArgv(p) {
    return p.jarMode
        ? [...p.jvmArgs, '-jar', join(JARS_DIR, `${p.name}.jar`), ...p.args]
        : [...p.jvmArgs, '-cp', CLASSES_DIR, p.name, ...p.args];
}

/**
 * known-failures.txt: one `<launcher>:<Name>` per line, `#` starts a comment (the reason).
 * Returns Map("launcher:Name" -> { reason, line }).
 */
export function knownFailures() {
    const map = new Map();
    if (!existsSync(KNOWN_FAILURES_FILE)) return map;
    const lines = readFileSync(KNOWN_FAILURES_FILE, 'utf8').split('\n');
    lines.forEach((raw, i) => {
        const hash = raw.indexOf('#');
        const entry = (hash >= 0 ? raw.slice(0, hash) : raw).trim();
        if (!entry) return;
        const reason = hash >= 0 ? raw.slice(hash + 1).trim() : '';
        map.set(entry, { reason, line: i + 1 });
    });
    return map;
}

let built = null;
/** Compile the corpus (scripts/build-corpus.sh is incremental); throws with javac's output on failure. */
export function ensureCorpusBuilt() {
    if (built) return built;
    const r = spawnSync('bash', [join(ROOT, 'scripts', 'build-corpus.sh')], { encoding: 'utf8', env: { ...process.env, JAVA_HOME } });
    if (r.status !== 0) {
        built = null;
        throw new Error(`scripts/build-corpus.sh failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
    }
    built = true;
    return built;
}

/** The environment every program sees (mirrors the `env -i ...` of scripts/gen-goldens.sh). */
export function cleanEnv(home) {
    const env = {
        PATH: process.env.PATH || '/usr/local/bin:/usr/bin:/bin',
        HOME: home,
        LANG: 'C.UTF-8',
        LC_ALL: 'C.UTF-8',
        TZ: 'UTC',
    };
    // Let a Vitrine build be pointed at a JDK or configured through its own variables.
    if (process.env.JAVA_HOME) env.JAVA_HOME = process.env.JAVA_HOME;
    for (const [k, v] of Object.entries(process.env)) if (k.startsWith('VITRINE_') && k !== 'VITRINE_LAUNCHERS') env[k] = v;
    return env;
}

/**
 * Run `command[0] ...command[1..] ...argv` in a fresh scratch directory (its HOME), or in `cwd`, with
 * the clean environment plus `env`.
 * Resolves { stdout: Buffer, stderr: Buffer, exit: number|null, signal, timedOut, commandLine }.
 */
export function runCommand(command, argv, { stdin = null, timeoutMs = 60_000, cwd = null, env = {} } = {}) {
    const scratch = mkdtempSync(join(tmpdir(), 'vitrine-run-'));
    const [file, ...pre] = command;
    const args = [...pre, ...argv];
    const commandLine = [file, ...args].map(shellQuote).join(' ');
    return new Promise((resolvePromise) => {
        const out = [];
        const err = [];
        let timedOut = false;
        let child;
        let done = false;
        const finish = (result) => {
            if (done) return;
            done = true;
            rmSync(scratch, { recursive: true, force: true });
            resolvePromise({ ...result, commandLine });
        };
        try {
            child = spawn(file, args, { cwd: cwd ?? scratch, env: { ...cleanEnv(scratch), ...env }, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
        } catch (e) {
            finish({ stdout: Buffer.alloc(0), stderr: Buffer.from(String(e)), exit: null, signal: null, timedOut: false, spawnError: e });
            return;
        }
        const timer = setTimeout(() => {
            timedOut = true;
            try {
                process.kill(-child.pid, 'SIGKILL'); // the whole process group
            } catch {
                child.kill('SIGKILL');
            }
        }, timeoutMs);
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => err.push(d));
        child.stdin.on('error', () => {}); // the program may exit without reading its input
        child.stdin.end(stdin ?? undefined);
        child.on('error', (e) => {
            clearTimeout(timer);
            finish({ stdout: Buffer.concat(out), stderr: Buffer.concat(err), exit: null, signal: null, timedOut, spawnError: e });
        });
        child.on('close', (code, signal) => {
            clearTimeout(timer);
            finish({ stdout: Buffer.concat(out), stderr: Buffer.concat(err), exit: code, signal, timedOut });
        });
    });
}

/** Run a corpus program on a launcher; `vmArgs` go before the program's own, `env` adds to its environment. */
export function runProgram(launcher, program, { vmArgs = [], env = {} } = {}) {
    const stdin = program.stdinFile ? readFileSync(program.stdinFile) : null;
    return runCommand(launcher.command, [...vmArgs, ...programArgv(program)], {
        stdin, timeoutMs: launcher.timeoutMs, env: { ...(launcher.env || {}), ...env },
    });
}

export function readGolden(name) {
    const f = (ext) => join(EXPECTED_DIR, `${name}.${ext}`);
    for (const ext of ['out', 'err', 'exit']) {
        if (!existsSync(f(ext))) return null;
    }
    return {
        stdout: readFileSync(f('out')),
        stderr: readFileSync(f('err')),
        exit: Number.parseInt(readFileSync(f('exit'), 'utf8').trim(), 10),
    };
}

/**
 * Compare a run with its expected result. Returns null when stdout, stderr and the exit code are
 * identical byte for byte, else a readable report of the differences.
 */
export function compareRun(expected, actual) {
    const problems = [];
    if (actual.spawnError) problems.push(`could not start the launcher: ${actual.spawnError.message}`);
    if (actual.timedOut) problems.push('timed out (killed)');
    if (actual.exit !== expected.exit) {
        problems.push(`exit code: expected ${expected.exit}, got ${actual.exit === null ? `none (signal ${actual.signal})` : actual.exit}`);
    }
    for (const stream of ['stdout', 'stderr']) {
        if (!expected[stream].equals(actual[stream])) problems.push(describeDiff(stream, expected[stream], actual[stream]));
    }
    return problems.length ? problems.join('\n') : null;
}

const CONTEXT_BEFORE = 3;
const CONTEXT_AFTER = 8;

/** A short diff: where two byte streams first differ, with a few lines of context from each. */
export function describeDiff(label, expectedBuf, actualBuf) {
    const e = splitLines(expectedBuf.toString('utf8'));
    const a = splitLines(actualBuf.toString('utf8'));
    let i = 0;
    while (i < e.length && i < a.length && e[i] === a[i]) i++;
    let offset = 0;
    while (offset < expectedBuf.length && offset < actualBuf.length && expectedBuf[offset] === actualBuf[offset]) offset++;
    const lines = [
        `${label} differs at line ${i + 1}, byte ${offset} ` +
            `(expected ${expectedBuf.length} bytes / ${e.length} lines, got ${actualBuf.length} bytes / ${a.length} lines):`,
    ];
    for (let k = Math.max(0, i - CONTEXT_BEFORE); k < i; k++) lines.push(`    ${k + 1}| ${show(e[k])}`);
    const end = i + CONTEXT_AFTER;
    for (let k = i; k < Math.min(e.length, end); k++) lines.push(`  - ${k + 1}| ${show(e[k])}`);
    if (e.length <= i) lines.push('  - (end of expected output)');
    for (let k = i; k < Math.min(a.length, end); k++) lines.push(`  + ${k + 1}| ${show(a[k])}`);
    if (a.length <= i) lines.push('  + (end of actual output)');
    return lines.join('\n');
}

// Lines keep their terminator so that "\n" vs "\r\n" vs a missing final newline show up.
function splitLines(s) {
    const out = s.match(/[^\n]*\n|[^\n]+$/g);
    return out || [];
}

function show(line) {
    // Printable text stays readable; control characters, the line terminator and stray bytes are escaped.
    return line
        .replace(/[\u0000-\u001f\u007f\u0080-\u009f\ufffd]/g, (c) => {
            if (c === '\n') return '⏎';
            if (c === '\t') return '\\t';
            if (c === '\r') return '\\r';
            return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
        });
}

function shellQuote(s) {
    return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * Verdict for a test that is (or is not) listed in known-failures.txt.
 * `failure` is null when the run matched. Throws when the test must fail.
 */
/** The known-failures.txt key of a launcher's run of a test: its own entry, else (a launcher that
 * runs the same VM, native-asan) the entry of the launcher it stands for. */
export function knownFailureKey(launcher, name, known) {
    const own = `${launcher.name}:${name}`;
    if (known.has(own) || !launcher.knownAs) return own;
    const inherited = `${launcher.knownAs}:${name}`;
    return known.has(inherited) ? inherited : own;
}

export function applyKnownFailure(t, key, failure, known) {
    const entry = known.get(key);
    if (entry) {
        if (failure === null) {
            throw plainError(`unexpectedly passed: remove "${key}" from tests/java/known-failures.txt (line ${entry.line})`);
        }
        t.diagnostic(`known failure (${entry.reason || 'no reason given'}): ${failure.split('\n').slice(0, 3).join(' | ')}`);
        return;
    }
    if (failure !== null) throw plainError(failure);
}

// An Error whose stack is only its message: the runner's own frames would just be noise.
function plainError(message) {
    const e = new Error(message);
    e.stack = `Error: ${message}`;
    return e;
}

/** First line of `java -version` of the JDK that made the goldens, and of the installed one. */
export function jdkVersions() {
    const file = join(EXPECTED_DIR, 'jdk-version.txt');
    const golden = existsSync(file) ? readFileSync(file, 'utf8').split('\n')[0] : null;
    const r = spawnSync(JAVA, ['-version'], { encoding: 'utf8' });
    const installed = r.status === 0 ? r.stderr.split('\n')[0] : null;
    return { golden, installed };
}

// ---------------------------------------------------------------------------------------------
// Launcher CLI cases (launcher.test.mjs): each runs HotSpot's `java` and the launcher with the same
// arguments and judges the launcher's run against java's. known-failures.txt names them
// "launcher-<case>".

const firstLine = (buf) => buf.toString('utf8').split('\n')[0];

// The version banner: java prints `openjdk version "17..."`, then the runtime line, then the VM
// line (`OpenJDK 64-Bit Server VM ...`). Vitrine must name itself on that VM line.
function checkVersionBanner(launcherName, run) {
    const lines = run.stderr.toString('utf8').split('\n');
    if (launcherName === 'hotspot') {
        return lines[0].startsWith('openjdk version "17') ? null : `stderr's first line is not openjdk version "17...": ${JSON.stringify(lines[0])}`;
    }
    const vmLine = lines.length > 2 && lines[2] !== '' ? lines[2] : lines.filter((l) => l !== '').pop() || '';
    return vmLine.includes('Vitrine') ? null : `the VM name line does not contain "Vitrine": ${JSON.stringify(vmLine)}`;
}

// Each case: java arguments, and how to judge the launcher's run against java's.
const LAUNCHER_CASE_DEFS = {
    version: {
        argv: () => ['-version'],
        check(name, ref, run) {
            if (ref.exit !== 0) return [`reference java -version failed (exit ${ref.exit})`];
            const problems = [];
            if (run.exit !== 0) problems.push(`exit code: expected 0, got ${run.exit}`);
            if (!run.stdout.equals(ref.stdout)) problems.push(describeDiff('stdout', ref.stdout, run.stdout));
            const banner = checkVersionBanner(name, run);
            if (banner) problems.push(banner);
            return problems;
        },
    },
    showversion: {
        argv: () => ['-showversion', '-cp', CLASSES_DIR, 'Hello'],
        check(name, ref, run) {
            if (firstLine(ref.stdout) !== 'Hello, world!') return ['reference java -showversion did not run Hello'];
            const problems = [];
            if (run.exit !== ref.exit) problems.push(`exit code: expected ${ref.exit}, got ${run.exit}`);
            if (!run.stdout.equals(ref.stdout)) problems.push(describeDiff('stdout', ref.stdout, run.stdout));
            const banner = checkVersionBanner(name, run);
            if (banner) problems.push(banner);
            return problems;
        },
    },
    'reserved-module-property': {
        // -Djdk.module.addopens.0 is ignored with a warning naming the VM; the program's output is java's
        argv: () => ['-Djdk.module.addopens.0=java.base/java.lang=ALL-UNNAMED', '-cp', CLASSES_DIR, 'ModuleOptions'],
        check(name, ref, run) {
            const problems = [];
            if (run.exit !== ref.exit) problems.push(`exit code: expected ${ref.exit}, got ${run.exit}`);
            if (!run.stdout.equals(ref.stdout)) problems.push(describeDiff('stdout', ref.stdout, run.stdout));
            const warning = / warning: Ignoring system property options whose names match the '-Djdk\.module\.\*'\. names that are reserved for internal use\.\n$/;
            if (!warning.test(ref.stderr.toString())) problems.push('reference java printed no warning');
            if (!warning.test(run.stderr.toString())) problems.push(`no warning: ${JSON.stringify(run.stderr.toString())}`);
            return problems;
        },
    },
    'list-modules': {
        // the modules of the runtime image, as java lists them; a VM reading a smaller image (the Node
        // launcher with VITRINE_WASM_SMALL_IMAGE=1) lists a subset of java's lines, java.base among them
        argv: () => ['--list-modules'],
        check(name, ref, run) {
            const full = identical(name, ref, run);
            if (full.length === 0 || name !== 'wasm') return full;
            const want = new Set(ref.stdout.toString().split('\n'));
            const got = run.stdout.toString().split('\n').filter((l) => l !== '');
            const problems = got.filter((l) => !want.has(l)).map((l) => `not a line of java's: ${l}`);
            if (!got.some((l) => l.startsWith('java.base@'))) problems.push('java.base is not listed');
            if (run.exit !== 0 || run.stderr.length) problems.push(`exit ${run.exit}, stderr ${run.stderr}`);
            return problems;
        },
    },
    'no-args': {
        // Usage text on stderr, exit 1: only the first line is compared (the option list is java's own).
        argv: () => [],
        check(name, ref, run) {
            if (ref.exit !== 1) return [`reference java without arguments exited ${ref.exit}, not 1`];
            const problems = [];
            if (run.exit !== ref.exit) problems.push(`exit code: expected ${ref.exit}, got ${run.exit}`);
            if (!run.stdout.equals(ref.stdout)) problems.push(describeDiff('stdout', ref.stdout, run.stdout));
            if (firstLine(run.stderr) !== firstLine(ref.stderr)) {
                problems.push(`stderr's first line: expected ${JSON.stringify(firstLine(ref.stderr))}, got ${JSON.stringify(firstLine(run.stderr))}`);
            }
            return problems;
        },
    },
};

function identical(name, ref, run) {
    const diff = compareRun(withUptimeMasked(ref), withUptimeMasked(run));
    return diff ? [diff] : [];
}

// Unified logging's default decoration starts a line with the VM's uptime ("[0.001s]"), which is
// the machine's timing, not the launcher's behaviour: its digits are masked before comparing (the
// form is kept, so a missing or malformed decoration still differs).
const UPTIME_DECORATION = /^\[\d+\.\d{3}s\]/gm;
function withUptimeMasked(run) {
    const mask = (buf) => Buffer.from(buf.toString('utf8').replace(UPTIME_DECORATION, '[N.NNNs]'));
    return { ...run, stdout: mask(run.stdout), stderr: mask(run.stderr) };
}

// tests/launcher/cases.txt: the cases compared byte for byte with java (the table's header says how)
const LAUNCHER_TABLE = join(ROOT, 'tests', 'launcher', 'cases.txt');
for (const line of readFileSync(LAUNCHER_TABLE, 'utf8').split('\n')) {
    const words = line.trim().split(/\s+/).filter(Boolean);
    if (!words.length || words[0].startsWith('#')) continue;
    const [name, ...args] = words;
    if (LAUNCHER_CASE_DEFS[name]) throw new Error(`${LAUNCHER_TABLE}: case ${name} is defined twice`);
    const here = join(ROOT, 'tests', 'launcher');
    LAUNCHER_CASE_DEFS[name] = {
        argv: () => args.map((a) => a.replaceAll('{classes}', CLASSES_DIR).replaceAll('{here}', here)),
        check: identical,
    };
}

export const LAUNCHER_CASES = Object.keys(LAUNCHER_CASE_DEFS);

/** Run one launcher case; resolves null when the launcher behaves like java, else a report. */
export async function runLauncherCase(launcher, caseName) {
    const c = LAUNCHER_CASE_DEFS[caseName];
    const argv = c.argv();
    const ref = await runCommand([JAVA], argv, { timeoutMs: 60_000 });
    if (ref.spawnError || ref.timedOut) return `reference java failed to run: ${ref.commandLine}`;
    const run = await runCommand(launcher.command, argv, { timeoutMs: launcher.timeoutMs });
    const problems = run.spawnError ? [`could not start the launcher: ${run.spawnError.message}`] : c.check(launcher.name, ref, run);
    return problems.length ? `${problems.join('\n')}\ncommand: ${run.commandLine}\nreference: ${ref.commandLine}` : null;
}
