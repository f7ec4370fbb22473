// JNI parity: the JNI test programs (native-tests/jni/programs.txt) with their native libraries,
// on each launcher, against HotSpot's output (native-tests/jni/expected: stdout, stderr and exit
// status, byte for byte).
//
//   node --test node-tests/jni.test.mjs
//   VITRINE_LAUNCHERS=native,wasm node --test node-tests/jni.test.mjs
//
// native  build/native/vitrine with the shared libraries of build/native/native-tests/jni/lib
// wasm    the WebAssembly VM with the same libraries linked statically (build/wasm/jnitest, made by
//         cmake/JniStatic.cmake) and the class library image build/wasm/jdk; then again with
//         VITRINE_JNI_JS_CALLS=1 (every native call through the JavaScript fallback of the bridge)
//
// Statically linked libraries behave as the JNI specification says for "built-in" libraries, which
// differs from shared ones in a few visible ways (a library without JNI_OnLoad_<name> is not linked
// in, System.load of any path ending in a built-in library's file name loads it, error messages name
// the library instead of its file). HotSpot cannot produce that output without a statically linked
// JDK, so programs whose output depends on it have a second expected output in
// native-tests/jni/expected/static/ (JniLoading: the three differences, written by hand). A
// FatalError ends the WebAssembly VM through abort(), whose report on stderr is the launcher's own: for
// programs that end in FatalError (exit status 134) only stdout and the status are compared.
//
// A line of programs.txt is `[VM options] MainClass [arguments]`; its expected files are named after
// the class and the arguments joined with '-' (JniCheck-critical.out). Addresses (0x and 16 hex
// digits) are compared as 0x<address>, as gen-goldens.sh writes them. The -Xcheck:jni cases run
// once on the WebAssembly VM (not again through JavaScript calls): the checks do not depend on the
// call bridge.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const JNI_DIR = join(ROOT, 'native-tests', 'jni');
const EXPECTED = join(JNI_DIR, 'expected');

const programs = readFileSync(join(JNI_DIR, 'programs.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((line) => {
        const words = line.split(/\s+/);
        const main = words.findIndex((w) => !w.startsWith('-'));
        return { line, options: words.slice(0, main), argv: words.slice(main), name: words.slice(main).join('-') };
    });

const normalise = (s) => s.replace(/0x[0-9a-f]{16}/g, '0x<address>');

const nativeBuild = process.env.VITRINE_NATIVE ? dirname(process.env.VITRINE_NATIVE) : join(ROOT, 'build', 'native');
const wasmBuild = join(ROOT, 'build', 'wasm');

const LAUNCHERS = {
    native: {
        command: [join(nativeBuild, 'vitrine')],
        classes: join(nativeBuild, 'native-tests', 'jni', 'classes'),
        libs: join(nativeBuild, 'native-tests', 'jni', 'lib'),
        env: {},
        staticLibraries: false,
        needs: [join(nativeBuild, 'vitrine'), join(nativeBuild, 'native-tests', 'jni', 'lib', 'libjnitest.so')],
    },
    wasm: {
        command: [process.execPath, join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs')],
        classes: join(wasmBuild, 'native-tests', 'jni', 'classes'),
        libs: join(wasmBuild, 'native-tests', 'jni', 'no-shared-libraries'),
        env: { VITRINE_WASM_DIR: join(wasmBuild, 'jnitest'), VITRINE_WASM_JAVA_HOME: join(wasmBuild, 'jdk') },
        staticLibraries: true,
        needs: [join(wasmBuild, 'jnitest', 'vitrine.wasm'), join(wasmBuild, 'jdk', 'lib', 'modules')],
        // WebAssembly has one OS thread: nothing runs outside the VM's threads
        skip: (p) => p.name === 'JniCheck-nonJavaThread',
    },
};
// the wasm VM once more with every JNI call made through JavaScript instead of the generated typed
// trampolines (the fallback for signatures the build did not see)
LAUNCHERS['wasm-js-calls'] = {
    ...LAUNCHERS.wasm,
    env: { ...LAUNCHERS.wasm.env, VITRINE_JNI_JS_CALLS: '1' },
    skip: (p) => p.options.includes('-Xcheck:jni'),
};

const selected = (process.env.VITRINE_LAUNCHERS || 'native,wasm')
    .split(',')
    .map((s) => s.trim())
    .flatMap((s) => (s === 'wasm' ? ['wasm', 'wasm-js-calls'] : [s]))
    .filter((s) => LAUNCHERS[s]);

function run(launcher, program) {
    const scratch = mkdtempSync(join(tmpdir(), 'vitrine-jni-'));
    const env = {
        PATH: process.env.PATH || '/usr/bin:/bin',
        HOME: scratch,
        LANG: 'C.UTF-8',
        LC_ALL: 'C.UTF-8',
        TZ: 'UTC',
        ...launcher.env,
    };
    const [file, ...pre] = launcher.command;
    const args = [...pre, ...program.options, `-Djava.library.path=${launcher.libs}`, '-cp', launcher.classes, ...program.argv];
    return new Promise((done) => {
        const out = [], err = [];
        const child = spawn(file, args, { cwd: scratch, env, stdio: ['ignore', 'pipe', 'pipe'] });
        const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => err.push(d));
        child.on('close', (code, signal) => {
            clearTimeout(timer);
            rmSync(scratch, { recursive: true, force: true });
            done({
                stdout: normalise(Buffer.concat(out).toString('utf8')),
                stderr: normalise(Buffer.concat(err).toString('utf8')),
                status: code !== null ? code : signal === 'SIGABRT' ? 134 : 128,
            });
        });
    });
}

function expected(name, staticLibraries) {
    const pick = (ext) => {
        const s = join(EXPECTED, 'static', `${name}.${ext}`);
        if (staticLibraries && existsSync(s)) return readFileSync(s, 'utf8');
        return readFileSync(join(EXPECTED, `${name}.${ext}`), 'utf8');
    };
    return { stdout: pick('out'), stderr: pick('err'), status: Number(pick('status').trim()) };
}

describe('jni bookkeeping', () => {
    test('every program has expected output', () => {
        for (const { name: p } of programs) {
            for (const ext of ['out', 'err', 'status']) {
                assert.ok(existsSync(join(EXPECTED, `${p}.${ext}`)), `missing ${p}.${ext}: run native-tests/jni/gen-goldens.sh`);
            }
        }
    });
});

for (const name of selected) {
    const launcher = LAUNCHERS[name];
    const missing = launcher.needs.find((f) => !existsSync(f));
    describe(`jni on ${name}`, { skip: missing ? `${missing} is not built` : false }, () => {
        for (const program of programs) {
            const p = program.name;
            if (launcher.skip && launcher.skip(program)) continue;
            test(program.line, async () => {
                const want = expected(p, launcher.staticLibraries);
                const got = await run(launcher, program);
                assert.equal(got.stdout, want.stdout, `stdout of ${p}`);
                assert.equal(got.status, want.status, `exit status of ${p}`);
                if (want.status !== 134) assert.equal(got.stderr, want.stderr, `stderr of ${p}`);
            });
        }
    });
}

test('vm/jni/transitions.c is what scripts/gen-jni-transitions.mjs makes of include/jni.h', () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'gen-jni-transitions.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
});
