// The jdb sessions of node-tests/jdwp.test.mjs (the JDK's JDWP agent on native Vitrine) and
// node-tests/jdwp-wasm.test.mjs (the bridge's JDWP server on the WebAssembly VM): each
// tests/jdb/<name>.jdb is a session, jdb commands one a line ('#' lines are comments; "# program:
// <Class>" names the program, compiled from tests/jdb/<Class>.java; "# needs: <capability> ..." lists
// the optional capabilities the session relies on; "${redefined}" in a command is the directory of
// tests/jdb/redefined/'s classes, compiled by the first script that uses it). The target VM starts with
// -agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=127.0.0.1:0 and prints the port it
// listens on; jdb attaches and gets one command at a time, the next when jdb shows its prompt again
// (after an event for the commands that resume the program); after the last command jdb is given
// time to see the program end (a session should end with it) before it is told to quit. jdb's
// transcript (normalizeJdb) and the program's output are compared with HotSpot's.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JAVA_HOME, ROOT, compileJava } from './jvmti-parity.mjs';

export const JDB_DIR = join(ROOT, 'tests', 'jdb');
export const JDB = join(JAVA_HOME, 'bin', 'jdb');
export const LIBJDWP = join(JAVA_HOME, 'lib', 'libjdwp.so');
export const JDWP_OPTION = '-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=127.0.0.1:0';
export const STEP_MS = 15000;      // one command and its answer
export const SESSION_MS = 45000;   // a whole session: every process is killed after this
const RESUMING = /^(cont|run|step|next|step up|stepi)$/;
const EVENT = /Breakpoint hit:|Step completed:|Exception occurred:|Field \(|Method (entered|exited)|The application exited|application exited/;
const PROMPT = /(?:^|\n)(?:> |[A-Za-z][\w-]*\[\d+\] )+$/; // jdb may print two in a row

// tests/jdb/redefined/ compiled, for the sessions that name it as ${redefined}: the new versions of
// classes that jdb's `redefine` reads (a file jdb itself reads, so a path on this host). Compiled
// again when the directory is gone (compileJava removes it after the test that made it).
let redefinedDir = null;
export function redefined() {
    if (!redefinedDir || !existsSync(redefinedDir)) {
        const dir = join(JDB_DIR, 'redefined');
        redefinedDir = compileJava(readdirSync(dir).filter((f) => f.endsWith('.java')).map((f) => `tests/jdb/redefined/${f}`));
    }
    return redefinedDir;
}

export function parseScript(file) {
    const text = readFileSync(join(JDB_DIR, file), 'utf8');
    const program = /^# program: (\S+)/m.exec(text)?.[1];
    const needs = (/^# needs: (.*)$/m.exec(text)?.[1] ?? '').split(/\s+/).filter(Boolean);
    const commands = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))
        .map((l) => (l.includes('${redefined}') ? l.replaceAll('${redefined}', redefined()) : l));
    return { program, needs, commands };
}

// A child process collecting its output, killed when the session's time is up.
export function start(file, args, env) {
    const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    const p = { child, stdout: '', stderr: '', exited: false, status: null };
    child.stdout.on('data', (d) => { p.stdout += d; });
    child.stderr.on('data', (d) => { p.stderr += d; });
    p.done = new Promise((res) => child.on('close', (status, signal) => { p.exited = true; p.status = signal ? `signal ${signal}` : status; res(); }));
    child.on('error', () => {});
    return p;
}

// Resolves when pred() holds, rejects (naming what(), evaluated then) after ms.
export function waitUntil(pred, ms, what) {
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
export async function session(vmCommand, vmEnv, script, classes) {
    const [file, ...pre] = vmCommand;
    const vm = start(file, [...pre, JDWP_OPTION, '-cp', classes, script.program], vmEnv);
    const killer = setTimeout(() => vm.child.kill('SIGKILL'), SESSION_MS);
    try {
        const listening = /Listening for transport dt_socket at address: (\d+)/;
        await waitUntil(() => listening.test(vm.stdout) || vm.exited, STEP_MS, () => `the agent to listen (output: ${vm.stdout}${vm.stderr})`);
        if (!listening.test(vm.stdout)) {
            await vm.done;
            return { started: false, vm };
        }
        const jdb = await driveJdb(Number(listening.exec(vm.stdout)[1]), script);
        await vm.done;
        return { started: true, vm, jdb };
    } finally {
        clearTimeout(killer);
        vm.child.kill('SIGKILL');
    }
}

// jdb attached to `port` through the script's commands; resolves to jdb's process record once jdb
// has ended (after the program's end, or told to quit).
export async function driveJdb(port, script) {
    const jdb = start(JDB, ['-attach', `127.0.0.1:${port}`, '-sourcepath', JDB_DIR], {});
    const killer = setTimeout(() => jdb.child.kill('SIGKILL'), SESSION_MS);
    try {
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
        return jdb;
    } finally {
        clearTimeout(killer);
        jdb.child.kill('SIGKILL');
    }
}

// jdb's transcript without what differs from run to run or between VMs: prompts (where they fall
// among event lines is timing), object and thread ids (and the column widths they change), blank
// lines, thread groups other than main in `threads` (the VM's own threads differ between VMs), and
// where the main thread waits for the debugger at start-up ("VM Started:" and its source line: HotSpot
// holds it at VMInit with no frames, the WebAssembly VM at the first instruction of the program's main
// method, docs/JDWP.md), and where the program's end falls among the last answers (see below).
export function normalizeJdb(text) {
    const prompts = /(?<=^|: )(?:> |[A-Za-z][\w-]*\[\d+\] )+/g;
    const out = [];
    let otherGroup = false;
    let started = false; // the line after "VM Started:" with a location is its source line
    for (let l of text.replace(/\r/g, '').split('\n')) {
        const stripped = l.replace(prompts, '');
        const afterPrompt = stripped !== l; // the answer to the next command: the thread list is over
        l = stripped;
        if (/^Group [^:]*:$/.test(l)) otherGroup = l !== 'Group main:';
        else if (afterPrompt || !/^\s/.test(l)) otherGroup = false;
        if (otherGroup || !l.trim()) continue;
        if (started) {
            started = false;
            if (/^\d+ /.test(l)) continue;
        }
        if (l.startsWith('VM Started:')) {
            started = l.includes('"thread=');
            l = 'VM Started:';
        }
        out.push(l.replace(/\(id=\d+\)/g, '(id=#)').replace(/^(\s+\([\w.$]+\))\d+/, '$1#').replace(/0x[0-9a-f]+/g, '0x#')
            .replace(/\s+/g, ' ').trimEnd());
    }
    // jdb prints the program's end from its event thread and a command's answer ("All threads
    // resumed.") from its command thread: on a loaded machine the end can come first. Nothing is
    // printed after the end but such answers, so the end is put last.
    const end = out.indexOf('The application exited');
    if (end >= 0) out.push(...out.splice(end, 1));
    return out.join('\n');
}

// The program's output without the agent's "Listening" lines (printed again when the debugger
// detaches, at a moment the program's own output does not fix).
export const programOutput = (s) => s.replace(/^Listening for transport dt_socket at address: \d+\n/gm, '');
