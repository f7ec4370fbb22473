// The runtimes a JVMTI test agent (native-tests/jvmti/agents/<name>) is run on, and a parity runner:
// the same agent and program on HotSpot, native Vitrine (the agent as a shared library, built against
// Vitrine's headers and against the JDK's, and linked statically) and Vitrine in WebAssembly (linked
// statically into build/wasm/jvmtitest), HotSpot's output being the expectation.
//
//   import { jvmtiParity, compileJava } from './lib/jvmti-parity.mjs';
//   const classes = compileJava(['native-tests/jvmti/java/Foo.java']);   // in a scratch directory
//   jvmtiParity('breakpoints', [{ name: 'stop and step', agent: 'debug', options: 'script1',
//       args: (cp) => ['-cp', cp, 'Foo'] }], classes);
import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const JAVA_HOME = process.env.JAVA_HOME && existsSync(join(process.env.JAVA_HOME, 'bin', 'javac'))
    ? process.env.JAVA_HOME : '/usr/lib/jvm/java-17-openjdk-amd64';
export const nativeBuild = process.env.VITRINE_NATIVE ? dirname(process.env.VITRINE_NATIVE) : join(ROOT, 'build', 'native');
export const wasmBuild = process.env.VITRINE_WASM_DIR || join(ROOT, 'build', 'wasm');
export const agentLib = join(nativeBuild, 'native-tests', 'jvmti', 'lib');
export const agentLibJdk = join(nativeBuild, 'native-tests', 'jvmti', 'lib-jdk');

// Each runtime: its command, how it names an agent (byName: -agentlib:<name>, found statically or
// through LD_LIBRARY_PATH; else -agentpath:<file>), the files it needs, its environment.
export const RUNTIMES = {
    hotspot: {
        command: [join(JAVA_HOME, 'bin', 'java')],
        needs: [],
        env: {},
    },
    native: {
        command: [join(nativeBuild, 'vitrine')],
        byName: false,
        needs: [join(nativeBuild, 'vitrine')],
        env: {},
    },
    'native (agent linked statically)': {
        command: [join(nativeBuild, 'jvmtitest', 'vitrine')],
        byName: true,
        needs: [join(nativeBuild, 'jvmtitest', 'vitrine')],
        env: {},
    },
    'native (agent built against the JDK\'s jvmti.h)': {
        command: [join(nativeBuild, 'vitrine')],
        byName: true,
        jdkHeaders: true,
        needs: [join(nativeBuild, 'vitrine')],
        env: { LD_LIBRARY_PATH: agentLibJdk },
    },
    wasm: {
        command: [process.execPath, join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs')],
        byName: true, // linked statically
        wasm: true,
        needs: [join(wasmBuild, 'jvmtitest', 'vitrine.wasm'), join(wasmBuild, 'jdk', 'lib', 'modules')],
        env: { VITRINE_WASM_DIR: join(wasmBuild, 'jvmtitest'), VITRINE_WASM_JAVA_HOME: join(wasmBuild, 'jdk') },
    },
};

// The shared library of agent `name` a runtime loads (HotSpot and native load the same file).
export const agentFile = (name, jdkHeaders = false) => join(jdkHeaders ? agentLibJdk : agentLib, `lib${name}.so`);

// The VM option that loads agent `name` with `options` (undefined: no '=') on a runtime.
export function agentOption(rt, name, options) {
    const base = rt.byName ? `-agentlib:${name}` : `-agentpath:${agentFile(name)}`;
    return base + (options === undefined ? '' : `=${options}`);
}

// Runs a runtime's command with args; resolves to { stdout, stderr, status }.
export function run(rt, args, { cwd, env = {}, timeout = 120000 } = {}) {
    const [file, ...pre] = rt.command;
    return new Promise((resolvePromise, reject) => {
        const child = spawn(file, [...pre, ...args], { cwd, env: { ...process.env, ...rt.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '', stderr = '';
        child.stdout.on('data', (d) => { stdout += d; });
        child.stderr.on('data', (d) => { stderr += d; });
        const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
        child.on('error', reject);
        child.on('close', (status, signal) => {
            clearTimeout(timer);
            resolvePromise({ stdout, stderr, status: signal ? `signal ${signal}` : status });
        });
    });
}

// What a runtime lacks to run agent `name` (a file that is not built), or undefined.
export function missingFor(rt, name) {
    const needs = [...rt.needs];
    if (!rt.wasm) needs.push(agentFile(name, !!rt.jdkHeaders));
    return needs.find((p) => !existsSync(p));
}

// Compiles Java sources (paths relative to the repository) into a fresh directory, removed after the
// test file; returns the directory.
export function compileJava(sources, javacArgs = []) {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-jvmti-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    const r = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-g', '-d', dir, ...javacArgs, ...sources.map((s) => join(ROOT, s))], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`javac failed: ${r.stderr}`);
    return dir;
}

// Parity: every case on every Vitrine runtime must print what HotSpot prints (stdout, byte for byte,
// after case.normalize if given) and end with its status. A case: { name, agent, options, args(cwd, rt)
// -> VM options and program (rt: the runtime, as in RUNTIMES; HotSpot's own for the expectation), skip: { wasm: 'why', native: 'why' }, normalize(stdout) }.
export function jvmtiParity(title, cases, cwd) {
    const hotspot = new Map();
    const norm = (c, s) => (c.normalize ? c.normalize(s) : s);
    async function expected(c, byName) {
        const key = `${c.name}/${byName}`;
        if (!hotspot.has(key)) {
            const rt = { ...RUNTIMES.hotspot, byName, env: byName ? { LD_LIBRARY_PATH: agentLib } : {} };
            hotspot.set(key, await run(rt, [agentOption(rt, c.agent, c.options), ...c.args(cwd, rt)], { cwd }));
        }
        return hotspot.get(key);
    }
    for (const [name, rt] of Object.entries(RUNTIMES)) {
        if (name === 'hotspot') continue;
        describe(`${title} on ${name}`, () => {
            for (const c of cases) {
                const why = missingFor(rt, c.agent) || missingFor(RUNTIMES.hotspot, c.agent);
                const skip = why ? `${why} is not built` : (rt.wasm ? c.skip?.wasm : c.skip?.native) || false;
                test(c.name, { skip }, async () => {
                    const want = await expected(c, !!rt.byName);
                    const got = await run(rt, [agentOption(rt, c.agent, c.options), ...c.args(cwd, rt)], { cwd });
                    assert.equal(norm(c, got.stdout), norm(c, want.stdout), `stdout differs from HotSpot's (stderr: ${got.stderr})`);
                    assert.equal(got.status, want.status, `exit status (stderr: ${got.stderr})`);
                });
            }
        });
    }
}
