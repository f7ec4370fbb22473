// The natives of java.lang.management (vm/natives/management_*.c) against the JDK 17 class library:
// every native method of java.management's sun.management classes and of jdk.management's
// com.sun.management.internal classes (as javap lists them) is in the VM's tables with its exact
// descriptor, and the tables name no method the class library does not declare native. One family is
// left out on purpose: DiagnosticCommandImpl, which the class library makes only when the VM supports
// diagnostic commands (VMManagementImpl says it does not), so reaching one of its natives throws
// UnsatisfiedLinkError naming it.
//
//   node --test node-tests/management-natives.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { JAVA_HOME } from './lib/jvmti-parity.mjs';

const ROOT = process.env.VITRINE_SOURCE_DIR || join(dirname(fileURLToPath(import.meta.url)), '..');
const NOT_IMPLEMENTED = new Set(['com/sun/management/internal/DiagnosticCommandImpl']);
const PACKAGES = { 'java.management': 'sun/management', 'jdk.management': 'com/sun/management/internal' };

function run(cmd, args) {
    const r = spawnSync(join(JAVA_HOME, 'bin', cmd), args, { encoding: 'utf8', maxBuffer: 64 << 20 });
    assert.equal(r.status, 0, `${cmd} ${args.join(' ')}: ${r.stderr}`);
    return r.stdout;
}

// "class.name desc" of every native method of the classes of those packages (top level of each).
function jdkNatives() {
    const listing = run('jimage', ['list', join(JAVA_HOME, 'lib', 'modules')]);
    const natives = new Set();
    let module = null;
    const classes = {};
    for (const line of listing.split('\n')) {
        const m = line.match(/^Module: (\S+)/);
        if (m) { module = m[1]; continue; }
        const path = line.trim();
        const pkg = PACKAGES[module];
        if (!pkg || !path.startsWith(pkg + '/') || !path.endsWith('.class') || path.slice(pkg.length + 1).includes('/')) continue;
        (classes[module] ||= []).push(path.slice(0, -'.class'.length));
    }
    for (const [mod, names] of Object.entries(classes)) {
        const out = run('javap', ['-p', '-s', '--module', mod, ...names.map((n) => n.replace(/\//g, '.'))]);
        let cls = null, pendingName = null;
        for (const line of out.split('\n')) {
            const c = line.match(/^(?:public |final |abstract |class |interface |enum |[a-z]+ )*(?:class|interface|enum) (\S+)/);
            if (c && !line.startsWith(' ')) { cls = c[1].replace(/<.*$/, '').replace(/\./g, '/'); continue; }
            const n = line.match(/^ {2}\S.* native .*?(\w+)\(.*\)(?: throws .*)?;$/);
            if (n) { pendingName = n[1]; continue; }
            const d = line.match(/^ {4}descriptor: (\S+)$/);
            if (d && pendingName) natives.add(`${cls}.${pendingName}${d[1]}`);
            pendingName = null;
        }
    }
    return natives;
}

// "class.name desc" of every entry of the NativeDef tables of vm/natives/management_*.c (class names
// through the files' #define'd constants too).
function vmNatives() {
    const dir = join(ROOT, 'vm', 'natives');
    const entries = new Set();
    for (const f of readdirSync(dir).filter((x) => /^management_.*\.c$/.test(x))) {
        const src = readFileSync(join(dir, f), 'utf8');
        const macros = {};
        for (const m of src.matchAll(/^#define (\w+) "([^"]+)"$/gm)) macros[m[1]] = m[2];
        for (const m of src.matchAll(/^\s*\{(?:"([^"]+)"|(\w+)), "(\w+)", "([^"]+)", \w+\},$/gm)) {
            const cls = m[1] ?? macros[m[2]];
            assert.ok(cls, `${f}: unknown class constant ${m[2]}`);
            entries.add(`${cls}.${m[3]}${m[4]}`);
        }
    }
    return entries;
}

test('every management native of the class library is in the VM, and only those', () => {
    const jdk = jdkNatives();
    const vmTable = vmNatives();
    assert.ok(jdk.size >= 90, `javap found only ${jdk.size} natives`);
    const missing = [...jdk].filter((n) => !vmTable.has(n) && !NOT_IMPLEMENTED.has(n.slice(0, n.indexOf('.'))));
    const extra = [...vmTable].filter((n) => !jdk.has(n));
    assert.deepEqual(missing, [], 'natives of the class library missing from vm/natives/management_*.c');
    assert.deepEqual(extra, [], 'entries of vm/natives/management_*.c that are no native of the class library');
});
