// SIGQUIT's full thread dump (vm/thread_dump.c), natively, against HotSpot's: for the program's own
// threads (tests/signals/ThreadDump.java: a deadlock, a sleeper holding a monitor, a parked thread, a
// waiter and main joining it) the same states in words, java.lang.Thread.State lines, frames and
// monitor lines (addresses numbered by first appearance), and the same Java-level deadlock section;
// the program goes on after the dump. What only HotSpot has (its VM threads, SMR lists, heap layout)
// and the numbers that differ between any two runs (ids, cpu, addresses) are left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA, JAVA_HOME, ROOT, launcher } from './lib/java-corpus.mjs';

const classes = mkdtempSync(join(tmpdir(), 'vitrine-dump-'));
const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', classes, join(ROOT, 'tests', 'signals', 'ThreadDump.java')], { encoding: 'utf8' });
const native = launcher('native');
const PROGRAM_THREADS = ['first', 'main', 'parker', 'second', 'sleeper', 'waiter'];

// Runs the program, sends SIGQUIT once it is ready, then (the dump printed) SIGTERM.
function dumpOf(command) {
    return new Promise((resolve) => {
        const [file, ...pre] = command;
        const child = spawn(file, [...pre, '-cp', classes, 'ThreadDump'], { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '', err = '', quitAt = -1, aliveAfterDump = false;
        child.stdout.on('data', (d) => {
            out += d;
            if (quitAt < 0 && out.includes('ready\n')) {
                quitAt = out.length;
                setTimeout(() => child.kill('SIGQUIT'), 300);
            }
            if (quitAt >= 0 && /Found \d+ deadlocks?\.\n/.test(out.slice(quitAt))) {
                setTimeout(() => { aliveAfterDump = child.exitCode === null; child.kill('SIGTERM'); }, 300);
                quitAt = Infinity;
            }
        });
        child.stderr.on('data', (d) => { err += d; });
        const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
        child.on('close', (code, signal) => { clearTimeout(guard); resolve({ out, err, code, signal, aliveAfterDump }); });
    });
}

// The program's threads' blocks and the deadlock section, normalised.
function normalise(out) {
    const blocks = new Map();
    for (const block of out.split('\n\n')) {
        const m = block.match(/^"([^"]+)" #\d+( daemon)? prio=(\d+) .* (?:nid=0x[0-9a-f]+) (.*?)\s*(?:\[0x[0-9a-f]+\])?\n/);
        if (m && PROGRAM_THREADS.includes(m[1])) blocks.set(m[1], `"${m[1]}"${m[2] || ''} prio=${m[3]} ${m[4]}\n${block.split('\n').slice(1).join('\n')}`);
    }
    const start = out.indexOf('Found one Java-level deadlock:');
    const end = out.indexOf('Found 1 deadlock.');
    let text = [...PROGRAM_THREADS].map((n) => blocks.get(n) || `(no block for ${n})`).join('\n\n');
    text += `\n\n${start >= 0 && end > start ? out.slice(start, end + 'Found 1 deadlock.'.length) : '(no deadlock section)'}`;
    const ids = new Map();
    return text
        .replace(/\/0x[0-9a-f]+\./g, '/0x.') // hidden classes' names
        .replace(/monitor 0x[0-9a-f]+ \(object 0x([0-9a-f]+)/g, (_, a) => `monitor (object <${a}>`)
        .replace(/<0x([0-9a-f]+)>|<([0-9a-f]+)>/g, (_, a, b) => {
            const k = (a || b).replace(/^0+/, '');
            if (!ids.has(k)) ids.set(k, ids.size + 1);
            return `<object ${ids.get(k)}>`;
        });
}

test('SIGQUIT prints the program\'s threads, their monitors and the deadlock as HotSpot does, and the program goes on', { skip: javac.status !== 0 ? javac.stderr : native.skip || false, timeout: 180_000 }, async () => {
    const [hotspot, vitrine] = await Promise.all([dumpOf([JAVA, '-Xint']), dumpOf(native.command)]);
    assert.match(hotspot.out, /^Full thread dump /m, 'HotSpot printed a dump');
    assert.match(vitrine.out, /^Full thread dump Vitrine /m, vitrine.out + vitrine.err);
    assert.ok(vitrine.aliveAfterDump, 'the program still ran after the dump');
    assert.equal(vitrine.code ?? 128 + 15, hotspot.code ?? 128 + 15, 'ended by SIGTERM as java is');
    assert.equal(normalise(vitrine.out), normalise(hotspot.out));
});
