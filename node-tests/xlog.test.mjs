// Unified logging (-Xlog, -verbose:gc, -verbose:class; vm/xlog.c) on the native and Node launchers,
// beside HotSpot: the lines have java's shape (decorations, padding of the decorations to the widest
// value an output has shown, outputs), for the tag sets this VM logs. The errors of bad selections are
// compared byte for byte by the launcher table (tests/launcher/cases.txt).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

import { JAVA, JAVA_HOME, launcher } from './lib/java-corpus.mjs';

const work = mkdtempSync(join(tmpdir(), 'vitrine-xlog-'));
writeFileSync(join(work, 'GcOnce.java'),
    'public class GcOnce { public static void main(String[] a) { System.out.println("before"); System.gc(); System.out.println("after"); } }\n');
const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', work, join(work, 'GcOnce.java')], { encoding: 'utf8' });

const vms = [{ name: 'hotspot', command: [JAVA], skip: null }, launcher('native'), launcher('wasm')];
const PAUSE = /GC\(0\) Pause Full \(System\.gc\(\)\) \d+M->\d+M\(\d+M\) \d+\.\d{3}ms$/;

function run(vm, args) {
    const r = spawnSync(vm.command[0], [...vm.command.slice(1), ...args, '-cp', work, 'GcOnce'],
        { encoding: 'utf8', cwd: work, timeout: 120_000 });
    return { ...r, lines: r.stdout.split('\n').filter(Boolean) };
}

for (const vm of vms) {
    const skip = javac.status !== 0 ? `javac failed: ${javac.stderr}` : vm.skip || false;

    test(`${vm.name}: -Xlog:gc logs the collection in the default decorations, between the program's lines`, { skip }, () => {
        const r = run(vm, ['-Xlog:gc']);
        assert.equal(r.status, 0, r.stderr);
        const pause = r.lines.findIndex((l) => PAUSE.test(l));
        assert.ok(pause >= 0, `no pause line in ${JSON.stringify(r.lines)}`);
        assert.match(r.lines[pause], /^\[\d+\.\d{3}s\]\[info\]\[gc\] GC\(0\)/);
        assert.ok(r.lines.indexOf('before') < pause && pause < r.lines.indexOf('after'), 'in the order they happened');
        for (const l of r.lines.filter((x) => x.startsWith('['))) assert.match(l, /^\[\d+\.\d{3}s\]\[info\]\[gc\] /);
    });

    test(`${vm.name}: -verbose:gc is -Xlog:gc`, { skip }, () => {
        const r = run(vm, ['-verbose:gc']);
        assert.ok(r.lines.some((l) => /^\[\d+\.\d{3}s\]\[info\]\[gc\] GC\(0\) Pause Full/.test(l)), r.stdout);
    });

    test(`${vm.name}: decorators chosen, none, and the tag column padded to the widest tag set shown`, { skip }, () => {
        const none = run(vm, ['-Xlog:gc:stdout:none']);
        assert.ok(none.lines.some((l) => /^GC\(0\) Pause Full/.test(l)), none.stdout);
        const chosen = run(vm, ['-Xlog:gc:stdout:uptimemillis,pid,level']);
        const pid = String(chosen.pid);
        const line = chosen.lines.find((l) => PAUSE.test(l));
        assert.match(line, /^\[\d+ms *\]\[\d+\]\[info\] GC\(0\)/);
        if (vm.name !== 'wasm') assert.equal(line.split('][')[1], pid, 'the pid decoration is the process id');
        const mixed = run(vm, ['-Xlog:gc,class+load']);
        const pause = mixed.lines.find((l) => PAUSE.test(l));
        assert.match(pause, /\]\[gc {8}\] GC\(0\)/, 'gc padded to the width of class,load');
        assert.ok(mixed.lines.some((l) => /^\[\d+\.\d{3}s\]\[info\]\[class,load\] java\.lang\.Object source: /.test(l)));
    });

    test(`${vm.name}: -Xlog:gc:stderr and -Xlog:gc:file= send the lines there`, { skip }, () => {
        const toErr = run(vm, ['-Xlog:gc:stderr']);
        assert.deepEqual(toErr.lines, ['before', 'after']);
        assert.match(toErr.stderr, /\]\[info\]\[gc\] GC\(0\) Pause Full/);
        const dir = mkdtempSync(join(work, `${vm.name}-`));
        const toFile = run(vm, [`-Xlog:gc:file=${dir}/gc-%p.log`]);
        assert.deepEqual(toFile.lines, ['before', 'after']);
        const files = readdirSync(dir);
        assert.equal(files.length, 1, `one log file: ${files}`);
        assert.match(files[0], /^gc-\d+\.log$/);
        assert.match(readFileSync(join(dir, files[0]), 'utf8'), /\]\[info\]\[gc\] GC\(0\) Pause Full/);
    });
}

for (const vm of vms.slice(1)) {
    const skip = javac.status !== 0 ? 'javac failed' : vm.skip || false;
    test(`${vm.name}: a selection of tags this VM does not log gets a warning naming the ones it does`, { skip }, () => {
        const r = run(vm, ['-Xlog:safepoint']);
        assert.equal(r.status, 0);
        assert.match(r.lines[0], /^\[\d+\.\d{3}s\]\[warning\]\[logging\] No tag set matches selection: safepoint\. This VM logs the tag sets gc, class\+load and class\+unload\.$/);
        assert.deepEqual(r.lines.slice(1), ['before', 'after']);
    });

    test(`${vm.name}: -Xlog:help prints the usage and ends`, { skip }, () => {
        const r = spawnSync(vm.command[0], [...vm.command.slice(1), '-Xlog:help'], { encoding: 'utf8', timeout: 120_000 });
        assert.equal(r.status, 0, r.stderr);
        assert.match(r.stdout, /^-Xlog Usage: -Xlog\[:\[selections\]/);
        assert.match(r.stdout, /class\+load/);
    });
}
