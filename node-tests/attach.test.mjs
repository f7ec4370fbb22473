// Live attach natively (vm/attach_listener.c, jvmti_attach_agent): the JDK's jcmd attaches to a running
// program (tests/attach/AttachTarget.java) on HotSpot and on native Vitrine and loads a test agent
// into it (native-tests/jvmti/agents/attach: Agent_OnAttach in the live phase, then ClassPrepare of a
// class the program loads later), an agent whose Agent_OnAttach fails, a library that does not exist,
// and prints the threads (Thread.print). What jcmd prints and what the program and the agent print
// must be the same on both VMs (the process id and the dump's body aside).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA, JAVA_HOME, ROOT, launcher } from './lib/java-corpus.mjs';

const native = launcher('native');
const agent = join(ROOT, 'build', 'native', 'native-tests', 'jvmti', 'lib', 'libattach.so');
const jcmd = join(JAVA_HOME, 'bin', 'jcmd');
const classes = mkdtempSync(join(tmpdir(), 'vitrine-attach-'));
const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', classes, join(ROOT, 'tests', 'attach', 'AttachTarget.java')], { encoding: 'utf8' });
const skip = javac.status !== 0 ? javac.stderr : native.skip || (!existsSync(agent) && `${agent} is not built`) || (!existsSync(jcmd) && 'the JDK has no jcmd') || false;

function runJcmd(pid, ...args) {
    const r = spawnSync(jcmd, [String(pid), ...args], { encoding: 'utf8', timeout: 60_000 });
    return { out: r.stdout.replaceAll(`${pid}:`, '<pid>:'), status: r.status };
}

// Starts the program, attaches with jcmd once it is ready, then lets it finish.
function session(command) {
    return new Promise((resolve, reject) => {
        const go = join(mkdtempSync(join(tmpdir(), 'vitrine-attach-go-')), 'go');
        const [file, ...pre] = command;
        const child = spawn(file, [...pre, '-cp', classes, 'AttachTarget', go], { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '', err = '', done = false;
        const result = {};
        child.stdout.on('data', (d) => {
            out += d;
            if (done || !out.includes('ready\n')) return;
            done = true;
            result.load = runJcmd(child.pid, 'JVMTI.agent_load', agent, 'first');
            result.fails = runJcmd(child.pid, 'JVMTI.agent_load', agent, 'fail');
            result.missing = runJcmd(child.pid, 'JVMTI.agent_load', join(classes, 'libnothing.so'));
            result.dump = runJcmd(child.pid, 'Thread.print');
            writeFileSync(go, '');
        });
        child.stderr.on('data', (d) => { err += d; });
        const guard = setTimeout(() => child.kill('SIGKILL'), 120_000);
        child.on('error', reject);
        child.on('close', (code) => { clearTimeout(guard); resolve({ ...result, out, err, code }); });
    });
}

test('jcmd loads an agent into a running program and prints its threads, as on HotSpot', { skip, timeout: 300_000 }, async () => {
    const hotspot = await session([JAVA]);
    const vitrine = await session(native.command);
    assert.equal(vitrine.code, 0, vitrine.err);
    assert.equal(vitrine.out, hotspot.out, 'the program and the agent print the same');
    assert.match(vitrine.out, /attach: Agent_OnAttach\(first\) in the live phase\nattach: AttachTarget is loaded: yes\n/);
    assert.match(vitrine.out, /attach: ClassPrepare LLateLoaded;\nmade a LateLoaded\n/);
    for (const k of ['load', 'fails', 'missing']) assert.deepEqual(vitrine[k], hotspot[k], `jcmd JVMTI.agent_load (${k})`);
    assert.match(vitrine.dump.out, /^<pid>:\n\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\nFull thread dump Vitrine /);
    assert.match(vitrine.dump.out, /\n"main" #1 prio=5 .*\n   java\.lang\.Thread\.State: TIMED_WAITING \(sleeping\)\n\tat java\.lang\.Thread\.sleep\(java\.base@[\d.]+\/Native Method\)\n\tat AttachTarget\.main\(AttachTarget\.java:10\)\n/);
    assert.match(vitrine.dump.out, /\n"Attach Listener" #\d+ daemon /);
});
