// Live attach in WebAssembly (jvmti/agents.c, vitrine_attach_agent; the controller's attachAgent in
// wasm-bridge/node-vm.mjs): the host attaches the test agent native-tests/jvmti/agents/attach, linked
// statically into build/wasm/jvmtitest, to a running program (tests/attach/AttachTarget.java) between
// slices. Its Agent_OnAttach_attach runs in the live phase and sees the program's main class, its
// ClassPrepare reports the class the program loads afterwards; a failing Agent_OnAttach answers its
// own result and a name no agent in the program has answers JNI_ERR. What the program and the agent
// print is what they print when jcmd attaches the same agent on HotSpot (node-tests/attach.test.mjs).
// The driver runs in a child process so that the VM's output (file descriptor 1) can be read: it
// attaches when the test, having read "ready", writes a line to its standard input. The page API's
// session (web/worker.mjs, here in a worker_threads worker) has attachAgent too: the browser program
// links no agent with Agent_OnAttach, so it answers -1 there, and the program goes on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA_HOME, ROOT } from './lib/java-corpus.mjs';
import { RUNTIMES, missingFor, wasmBuild } from './lib/jvmti-parity.mjs';
import { startVitrineWorker } from '../wasm-bridge/node-worker.mjs';

const driver = `
import { writeFileSync } from 'node:fs';
import { startVitrine, writeFd } from ${JSON.stringify(new URL('../wasm-bridge/node-vm.mjs', import.meta.url).href)};
const go = process.argv[process.argv.length - 1];
const ctl = await startVitrine(process.argv.slice(1), { wasmDir: process.env.VITRINE_WASM_DIR, stdin: null });
process.stdin.once('data', () => {
    const first = ctl.attachAgent('attach', 'first');
    const fails = ctl.attachAgent('attach', 'fail');
    const missing = ctl.attachAgent('nothing', '');
    writeFd(1, 'host: attach ' + first + ', failing attach ' + fails + ', unknown agent ' + missing + '\\n');
    process.stdin.pause();
    writeFileSync(go, '');
});
`;

const rt = RUNTIMES.wasm;
const why = missingFor(rt, 'attach');

test('the host attaches a statically linked agent to a running program in WebAssembly', { skip: why ? `${why} is not built` : false, timeout: 300_000 }, async () => {
    const classes = mkdtempSync(join(tmpdir(), 'vitrine-attach-wasm-'));
    try {
        const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', classes, join(ROOT, 'tests', 'attach', 'AttachTarget.java')], { encoding: 'utf8' });
        assert.equal(javac.status, 0, javac.stderr);
        const got = await new Promise((resolve, reject) => {
            const child = spawn(process.execPath, ['--input-type=module', '-e', driver, '--', '-cp', classes, 'AttachTarget', join(classes, 'go')],
                { cwd: classes, env: { ...process.env, ...rt.env }, stdio: ['pipe', 'pipe', 'pipe'] });
            let out = '', err = '', asked = false;
            child.stdout.on('data', (d) => {
                out += d;
                if (!asked && out.includes('ready\n')) {
                    asked = true;
                    child.stdin.end('attach\n');
                }
            });
            child.stderr.on('data', (d) => { err += d; });
            child.on('error', reject);
            child.on('close', (status) => resolve({ out, err, status }));
        });
        assert.equal(got.status, 0, got.err);
        assert.equal(got.out, [
            'ready',
            'attach: Agent_OnAttach(first) in the live phase',
            'attach: AttachTarget is loaded: yes',
            'attach: Agent_OnAttach(fail) in the live phase',
            'attach: AttachTarget is loaded: yes',
            'host: attach 0, failing attach 7, unknown agent -1',
            // twice: the failing Agent_OnAttach had enabled the event in its environment too, which
            // stays (as on HotSpot)
            'attach: ClassPrepare LLateLoaded;',
            'attach: ClassPrepare LLateLoaded;',
            'made a LateLoaded',
            '',
        ].join('\n'), got.err);
        assert.match(got.err, /^vitrine_attach_agent: nothing was not loaded.\nno agent nothing is linked into this program/m);
    } finally {
        rmSync(classes, { recursive: true, force: true });
    }
});

const webWhy = existsSync(join(wasmBuild, 'web', 'vitrine-web.wasm')) ? false : `${wasmBuild}/web/vitrine-web.wasm is not built`;

test('the page API\'s session.attachAgent answers -1 for an agent the program does not link', { skip: webWhy, timeout: 300_000 }, async () => {
    const classes = mkdtempSync(join(tmpdir(), 'vitrine-attach-worker-'));
    try {
        const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', classes, join(ROOT, 'tests', 'attach', 'AttachTarget.java')], { encoding: 'utf8' });
        assert.equal(javac.status, 0, javac.stderr);
        let stdout = '', stderr = '', onReady;
        const ready = new Promise((resolve) => { onReady = resolve; });
        const session = await startVitrineWorker(['-cp', '/app', 'AttachTarget', '/app/go'], {
            files: { '/app/AttachTarget.class': readFileSync(join(classes, 'AttachTarget.class')), '/app/LateLoaded.class': readFileSync(join(classes, 'LateLoaded.class')) },
            stdout: (t) => { stdout += t; if (stdout.includes('ready\n')) onReady(); },
            stderr: (t) => { stderr += t; },
        });
        await ready;
        assert.equal(await session.attachAgent('attach', 'first'), -1);
        await session.writeFile('/app/go', '');
        assert.equal(await session.exited, 0);
        assert.equal(stdout, 'ready\nmade a LateLoaded\n');
        assert.match(stderr, /^vitrine_attach_agent: attach was not loaded.\nno agent attach is linked into this program/m);
        await assert.rejects(session.attachAgent('attach'), /the program has ended/);
    } finally {
        rmSync(classes, { recursive: true, force: true });
    }
});
