// The JDK's own JDWP agent on native Vitrine, driven by the JDK's jdb (running on HotSpot), compared
// with the same session against HotSpot. Each tests/jdb/<name>.jdb is a session: jdb commands, one a
// line ('#' lines are comments; "# program: <Class>" names the program, compiled from
// tests/jdb/<Class>.java; "# needs: <capability> ..." lists the optional capabilities the session
// relies on besides those the agent cannot start without). The target VM starts with
// -agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=127.0.0.1:0 and prints the port it
// listens on; jdb attaches and gets one command at a time, the next when jdb shows its prompt again
// (after an event for the commands that resume the program); after the last command jdb is given
// time to see the program end (a session should end with it) before it is told to quit. jdb's transcript (ids, prompts and the
// system thread group normalised away) and the program's output must be HotSpot's.
//
// Natively only (WebAssembly has no sockets and no libjdwp.so: docs/JVMTI.md). A session is skipped,
// saying why, when libjdwp.so is not in the JDK, or when the VM does not offer a capability the agent
// needs: the agent's own error is seen first, then the jdwpcaps probe agent
// (native-tests/jvmti/agents/jdwpcaps) lists what is missing.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JAVA_HOME, ROOT, RUNTIMES, agentFile, compileJava, nativeBuild, run } from './lib/jvmti-parity.mjs';

const JDB_DIR = join(ROOT, 'tests', 'jdb');
const JDB = join(JAVA_HOME, 'bin', 'jdb');
const LIBJDWP = join(JAVA_HOME, 'lib', 'libjdwp.so');
const JDWP_OPTION = '-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=127.0.0.1:0';
const STEP_MS = 15000;      // one command and its answer
const SESSION_MS = 45000;   // a whole session: every process is killed after this
const RESUMING = /^(cont|run|step|next|step up|stepi)$/;
const EVENT = /Breakpoint hit:|Step completed:|Exception occurred:|Field \(|Method (entered|exited)|The application exited|application exited/;
const PROMPT = /(?:^|\n)(?:> |[A-Za-z][\w-]*\[\d+\] )+$/; // jdb may print two in a row

function parseScript(file) {
    const text = readFileSync(join(JDB_DIR, file), 'utf8');
    const program = /^# program: (\S+)/m.exec(text)?.[1];
    const needs = (/^# needs: (.*)$/m.exec(text)?.[1] ?? '').split(/\s+/).filter(Boolean);
    const commands = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
    return { program, needs, commands };
}

// A child process collecting its output, killed when the session's time is up.
function start(file, args, env) {
    const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    const p = { child, stdout: '', stderr: '', exited: false, status: null };
    child.stdout.on('data', (d) => { p.stdout += d; });
    child.stderr.on('data', (d) => { p.stderr += d; });
    p.done = new Promise((res) => child.on('close', (status, signal) => { p.exited = true; p.status = signal ? `signal ${signal}` : status; res(); }));
    child.on('error', () => {});
    return p;
}

// Resolves when pred() holds, rejects (naming what(), evaluated then) after ms.
function waitUntil(pred, ms, what) {
    return new Promise((res, rej) => {
        const t0 = Date.now();
        const tick = () => {
            if (pred()) return res();
            if (Date.now() - t0 > ms) return rej(new Error(`timed out waiting for ${what()}`));
            setTimeout(tick, 20);
        };
        tick();
    });
}

// One session: the VM (command and environment) with the agent, jdb attached, the script's commands.
async function session(vmCommand, vmEnv, script, classes) {
    const [file, ...pre] = vmCommand;
    const vm = start(file, [...pre, JDWP_OPTION, '-cp', classes, script.program], vmEnv);
    let jdb;
    const killer = setTimeout(() => { vm.child.kill('SIGKILL'); jdb?.child.kill('SIGKILL'); }, SESSION_MS);
    try {
        const listening = /Listening for transport dt_socket at address: (\d+)/;
        await waitUntil(() => listening.test(vm.stdout) || vm.exited, STEP_MS, () => `the agent to listen (output: ${vm.stdout}${vm.stderr})`);
        if (!listening.test(vm.stdout)) {
            await vm.done;
            return { started: false, vm };
        }
        const port = listening.exec(vm.stdout)[1];
        jdb = start(JDB, ['-attach', `127.0.0.1:${port}`, '-sourcepath', JDB_DIR], {});
        await waitUntil(() => /VM Started:[^\n]*\n/.test(jdb.stdout) && PROMPT.test(jdb.stdout) || jdb.exited, STEP_MS,
            () => `jdb to attach (jdb: ${JSON.stringify(jdb.stdout + jdb.stderr)})`);
        for (const cmd of script.commands) {
            if (jdb.exited) break;
            const mark = jdb.stdout.length;
            jdb.child.stdin.write(`${cmd}\n`);
            const answered = () => {
                const out = jdb.stdout.slice(mark);
                if (jdb.exited) return true;
                if (RESUMING.test(cmd) && !EVENT.test(out)) return false;
                return PROMPT.test(out) || /application exited/.test(out);
            };
            await waitUntil(answered, STEP_MS, () => `jdb's answer to "${cmd}" (so far: ${JSON.stringify(jdb.stdout.slice(mark))})`);
        }
        await waitUntil(() => jdb.exited, STEP_MS, () => 'the program to end').catch(() => {});
        if (!jdb.exited) jdb.child.stdin.end('quit\n');
        await jdb.done;
        await vm.done;
        return { started: true, vm, jdb };
    } finally {
        clearTimeout(killer);
        vm.child.kill('SIGKILL');
        jdb?.child.kill('SIGKILL');
    }
}

// jdb's transcript without what differs from run to run or between VMs: prompts (where they fall
// among event lines is timing), object and thread ids (and the column widths they change), blank
// lines, and thread groups other than main in `threads` (the VM's own threads differ between VMs).
function normalizeJdb(text) {
    const prompts = /(?<=^|: )(?:> |[A-Za-z][\w-]*\[\d+\] )+/g;
    const out = [];
    let otherGroup = false;
    for (let l of text.replace(/\r/g, '').split('\n')) {
        const stripped = l.replace(prompts, '');
        const afterPrompt = stripped !== l; // the answer to the next command: the thread list is over
        l = stripped;
        if (/^Group [^:]*:$/.test(l)) otherGroup = l !== 'Group main:';
        else if (afterPrompt || !/^\s/.test(l)) otherGroup = false;
        if (otherGroup || !l.trim()) continue;
        out.push(l.replace(/\(id=\d+\)/g, '(id=#)').replace(/^(\s+\([\w.$]+\))\d+/, '$1#').replace(/0x[0-9a-f]+/g, '0x#')
            .replace(/\s+/g, ' ').trimEnd());
    }
    return out.join('\n');
}

const programOutput = (s) => s.replace(/^Listening for transport dt_socket at address: \d+\n/m, '');

// What the VM does not offer of what the agent asks for (the jdwpcaps probe): the capabilities it cannot
// start without, and those it uses when offered.
async function missingCapabilities() {
    const rt = RUNTIMES.native;
    const r = await run(rt, [`-agentpath:${agentFile('jdwpcaps')}`, '-version'], { timeout: STEP_MS });
    const list = (kind) => [...r.stdout.matchAll(new RegExp(`^${kind}: (\\S+)$`, 'gm'))].map((m) => m[1]);
    return { required: list('missing'), optional: list('optional') };
}

const scripts = existsSync(JDB_DIR) ? readdirSync(JDB_DIR).filter((f) => f.endsWith('.jdb')).sort() : [];
const notBuilt = [...RUNTIMES.native.needs, agentFile('jdwpcaps'), join(nativeBuild, 'libjvm.so')].find((p) => !existsSync(p));
const skipAll = !existsSync(LIBJDWP) ? `${LIBJDWP} is not in the JDK` : !existsSync(JDB) ? `${JDB} is not in the JDK`
    : notBuilt ? `${notBuilt} is not built` : false;

describe('jdb sessions: the JDK\'s JDWP agent on native Vitrine, as on HotSpot', () => {
    const classes = skipAll ? null : compileJava([...new Set(scripts.map((f) => parseScript(f).program))].map((p) => `tests/jdb/${p}.java`));
    for (const f of scripts) {
        test(f, { skip: skipAll, timeout: 2 * SESSION_MS + 10000 }, async (t) => {
            const script = parseScript(f);
            const got = await session(RUNTIMES.native.command, {}, script, classes);
            const missing = await missingCapabilities();
            if (!got.started) {
                if (/JDWP unable to get necessary JVMTI capabilities/.test(got.vm.stdout + got.vm.stderr) && missing.required.length) {
                    t.skip(`the VM does not offer capabilities the JDWP agent cannot start without: ${missing.required.join(', ')}`);
                    return;
                }
                assert.fail(`the agent did not start (status ${got.vm.status}): ${got.vm.stdout}${got.vm.stderr}`);
            }
            const lacking = script.needs.filter((c) => missing.required.includes(c) || missing.optional.includes(c));
            if (lacking.length) {
                t.skip(`the VM does not offer capabilities this session needs: ${lacking.join(', ')}`);
                return;
            }
            const want = await session([join(JAVA_HOME, 'bin', 'java')], {}, script, classes);
            assert.ok(want.started, `HotSpot's agent did not start: ${want.vm.stdout}${want.vm.stderr}`);
            assert.equal(normalizeJdb(got.jdb.stdout), normalizeJdb(want.jdb.stdout), 'jdb\'s transcript differs from HotSpot\'s');
            assert.equal(programOutput(got.vm.stdout), programOutput(want.vm.stdout), 'the program\'s output');
            assert.equal(got.vm.status, want.vm.status, 'the program\'s exit status');
        });
    }
});
