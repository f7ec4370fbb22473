// Live attach through the attach API (com.sun.tools.attach: tests/attach/AttachLoad.java, run on
// HotSpot) into a running program (tests/attach/AttachTarget.java): loadAgentPath of the attach agent
// (native-tests/jvmti/agents/attach) with its options, with options that make Agent_OnAttach fail, of a
// library without Agent_OnAttach and of a file that does not exist, then loadAgentLibrary of a name no
// library has. Native Vitrine answers each as HotSpot does (AgentLoadException messages included) and
// the program and the agent print the same. The Vitrine with the agents linked statically
// (build/native/jvmtitest/vitrine) attaches `loadAgentLibrary("attach")` through Agent_OnAttach_attach
// (jvmti/agents.c), printing what loading the library by its path prints (HotSpot cannot be asked by
// name: its own lib directory has a libattach.so, the attach API's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA, JAVA_HOME, ROOT, launcher } from './lib/java-corpus.mjs';

const native = launcher('native');
const lib = join(ROOT, 'build', 'native', 'native-tests', 'jvmti', 'lib');
const staticVitrine = join(ROOT, 'build', 'native', 'jvmtitest', 'vitrine');
const skip = native.skip || [join(lib, 'libattach.so'), join(lib, 'libtrace.so'), staticVitrine].map((f) => !existsSync(f) && `${f} is not built`).find(Boolean) || false;

// Starts AttachTarget with `command`, runs AttachLoad with `loads` once it is ready, then lets it end.
function session(command, loads, classes) {
    return new Promise((resolve, reject) => {
        const go = join(classes, `go-${Math.random().toString(36).slice(2)}`);
        const [file, ...pre] = command;
        const child = spawn(file, [...pre, '-cp', classes, 'AttachTarget', go], { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '', err = '', tool = null;
        child.stdout.on('data', (d) => {
            out += d;
            if (tool || !out.includes('ready\n')) return;
            tool = spawnSync(JAVA, ['-cp', classes, 'AttachLoad', String(child.pid), ...loads], { encoding: 'utf8', timeout: 120_000 });
            writeFileSync(go, '');
        });
        child.stderr.on('data', (d) => { err += d; });
        const guard = setTimeout(() => child.kill('SIGKILL'), 180_000);
        child.on('error', reject);
        child.on('close', (code) => { clearTimeout(guard); resolve({ out, err, code, tool: tool ? tool.stdout + tool.stderr : null }); });
    });
}

test('the attach API loads agents into native Vitrine as into HotSpot, statically linked ones by name', { skip, timeout: 600_000 }, async () => {
    const classes = mkdtempSync(join(tmpdir(), 'vitrine-attach-api-'));
    try {
        const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', classes, join(ROOT, 'tests', 'attach', 'AttachTarget.java'), join(ROOT, 'tests', 'attach', 'AttachLoad.java')], { encoding: 'utf8' });
        assert.equal(javac.status, 0, javac.stderr);
        const byPath = ['path', join(lib, 'libattach.so'), 'first', 'path', join(lib, 'libattach.so'), 'fail',
            'path', join(lib, 'libtrace.so'), '', 'path', join(classes, 'libnothing.so'), '', 'lib', 'nothing', ''];
        const hotspot = await session([JAVA], byPath, classes);
        const vitrine = await session(native.command, byPath, classes);
        assert.equal(vitrine.code, 0, vitrine.err);
        assert.equal(vitrine.tool, hotspot.tool, 'the attach API\'s answers');
        assert.equal(vitrine.out, hotspot.out, 'the program and the agent print the same');
        assert.equal(hotspot.tool.split('\n').slice(0, 3).join('\n'), [
            'loaded', 'Agent_OnAttach returned 7',
            `AgentLoadException: Failed to load agent library: Agent_OnAttach is not available in ${join(lib, 'libtrace.so')}`].join('\n'));

        const linked = await session([staticVitrine], ['lib', 'attach', 'first', 'lib', 'attach', 'fail'], classes);
        assert.equal(linked.code, 0, linked.err);
        assert.equal(linked.tool, 'loaded\nAgent_OnAttach returned 7\n');
        assert.equal(linked.out, hotspot.out);
    } finally {
        rmSync(classes, { recursive: true, force: true });
    }
});
