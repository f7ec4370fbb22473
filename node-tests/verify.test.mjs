// Bytecode verification against HotSpot: a table of small class files (node-tests/lib/verify-cases.mjs:
// invalid code of every instruction group, uninitialised objects, stack map frames, handlers, protected
// access, invokespecial, old class files, and valid code that is unusual) is loaded one by one with
// Class.forName by one program, on HotSpot, native Vitrine and Vitrine under Node; each case's output
// (the VerifyError's whole message, or "ok") must be the same on the three, and so must the classes the
// verifier loads from the class path to compare types, in their order. Then the options that turn
// verification off and on, and a main class that fails verification, as the launcher reports it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { CLASSES_DIR, JAVA_HOME as javaHome, ensureCorpusBuilt, launcher } from './lib/java-corpus.mjs';
import { downgrade } from './lib/class-downgrade.mjs';
import { cases, writeCases } from './lib/verify-cases.mjs';
import { ClassWriter, u2 } from './lib/classwriter.mjs';

const launchers = {
  hotspot: [path.join(javaHome, 'bin/java')],
  native: launcher('native').skip ? null : launcher('native').command,
  wasm: launcher('wasm').skip ? null : launcher('wasm').command,
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-verify-'));
fs.writeFileSync(path.join(work, 'Load.java'), `
public class Load {
  public static void main(String[] names) {
    for (String n : names) {
      System.out.println("== " + n);
      try {
        Class.forName(n);
        System.out.println("ok");
      } catch (Throwable e) {
        System.out.println(e);
      }
    }
  }
}
`);
// Reflection on a class's members links it (HotSpot verifies there); Class.forName without
// initialisation does not.
fs.writeFileSync(path.join(work, 'Reflect.java'), `
public class Reflect {
  public static void main(String[] a) throws Exception {
    for (String kind : new String[] { "forName", "fields", "methods", "constructors" }) {
      try {
        Class<?> c = Class.forName(a[0], false, Reflect.class.getClassLoader());
        if (kind.equals("fields")) c.getDeclaredFields();
        else if (kind.equals("methods")) c.getDeclaredMethods();
        else if (kind.equals("constructors")) c.getDeclaredConstructors();
        System.out.println(kind + ": ok");
      } catch (Throwable e) {
        System.out.println(kind + ": " + e.getClass().getName());
      }
    }
  }
}
`);
const javac = spawnSync(path.join(javaHome, 'bin/javac'), ['-d', work, path.join(work, 'Load.java'), path.join(work, 'Reflect.java')],
  { encoding: 'utf8' });
assert.equal(javac.status, 0, javac.stderr);
writeCases(fs, path, work);

// The corpus's classes as version 49 class files without stack maps (those that can be: no
// invokedynamic or method handle constants), each linked by reflection: type inference on real code.
fs.writeFileSync(path.join(work, 'LinkAll.java'), `
public class LinkAll {
  public static void main(String[] names) {
    for (String n : names) {
      try {
        Class.forName(n, false, LinkAll.class.getClassLoader()).getDeclaredMethods();
      } catch (Throwable e) {
        String s = String.valueOf(e);
        System.out.println(n + ": " + (s.indexOf('\\n') < 0 ? s : s.substring(0, s.indexOf('\\n'))));
      }
    }
  }
}
`);
const linkAll = spawnSync(path.join(javaHome, 'bin/javac'), ['-d', work, path.join(work, 'LinkAll.java')], { encoding: 'utf8' });
assert.equal(linkAll.status, 0, linkAll.stderr);
ensureCorpusBuilt();
const oldDir = path.join(work, 'old');
fs.mkdirSync(oldDir);
const oldNames = [];
for (const f of fs.readdirSync(CLASSES_DIR).filter((f) => f.endsWith('.class')).sort()) {
  const bytes = downgrade(fs.readFileSync(path.join(CLASSES_DIR, f)));
  if (!bytes) continue;
  fs.writeFileSync(path.join(oldDir, f), bytes);
  oldNames.push(f.slice(0, -6));
}
const oldArgs = ['-cp', `${work}:${oldDir}`, 'LinkAll', ...oldNames];

// A main class whose main method fails verification (the launcher reports it while checking main).
const mainDir = path.join(work, 'main');
fs.mkdirSync(mainDir);
{
  const cw = new ClassWriter({ name: 'BadMain' });
  cw.method(0x9, 'main', '([Ljava/lang/String;)V', { maxStack: 1, maxLocals: 1, code: [0x12, cw.string('s'), 0xbf] });
  fs.writeFileSync(path.join(mainDir, 'BadMain.class'), cw.bytes());
  // invalid but harmless when run unverified: a long popped as two values
  const cw2 = new ClassWriter({ name: 'Harmless' });
  cw2.method(0x9, 'main', '([Ljava/lang/String;)V', {
    maxStack: 2, maxLocals: 1,
    code: [0x09, 0x57, 0x57, 0xb2, ...u2(cw2.fieldRef('java/lang/System', 'out', 'Ljava/io/PrintStream;')),
      0x12, cw2.string('ran unverified'), 0xb6, ...u2(cw2.methodRef('java/io/PrintStream', 'println', '(Ljava/lang/String;)V')), 0xb1],
  });
  fs.writeFileSync(path.join(mainDir, 'Harmless.class'), cw2.bytes());
}

function run(name, args, cwd = work) {
  const [cmd, ...pre] = launchers[name];
  const r = spawnSync(cmd, [...pre, ...args], { cwd, timeout: 300000, encoding: 'utf8' });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

// The output of one run split by case ("== Name" lines).
function byCase(stdout) {
  const out = {};
  let current = null;
  for (const line of stdout.split('\n')) {
    const m = /^== (\w+)$/.exec(line);
    if (m) out[current = m[1]] = [];
    else if (current) out[current].push(line);
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.join('\n')]));
}

const names = Object.keys(cases);
const optionRuns = {
  'bad main class': ['-cp', mainDir, 'BadMain'],
  'reflection links': ['-cp', work, 'Reflect', 'AthrowString'],
  '-Xverify:none': ['-Xverify:none', '-cp', mainDir, 'Harmless'],
  '-noverify': ['-noverify', '-cp', mainDir, 'Harmless'],
  'verified by default': ['-cp', mainDir, 'Harmless'],
  '-Xverify:all': ['-Xverify:all', '-cp', mainDir, 'Harmless'],
  '-Xverify:bogus': ['-Xverify:bogus', '-cp', mainDir, 'Harmless'],
  'diagnostic flag without unlock': ['-XX:-BytecodeVerificationRemote', '-cp', mainDir, 'Harmless'],
  '-XX:-BytecodeVerificationRemote': ['-XX:+UnlockDiagnosticVMOptions', '-XX:-BytecodeVerificationRemote', '-cp', mainDir, 'Harmless'],
  '-XX:-FailOverToOldVerifier (not in product VMs)': ['-XX:-FailOverToOldVerifier', '-cp', mainDir, 'Harmless'],
  '-XX:+BytecodeVerificationLocal': ['-XX:+UnlockDiagnosticVMOptions', '-XX:+BytecodeVerificationLocal', '-cp', mainDir, 'Harmless'],
};
const expected = byCase(run('hotspot', ['-cp', work, 'Load', ...names]).stdout);

// The classes loaded from the class path, in order, between the cases' "== Name" lines: the ones the
// verifier loads to compare types are HotSpot's, loaded when HotSpot's verifier loads them.
function classPathLoads(stdout) {
  return stdout.split('\n').flatMap((line) => {
    if (line.startsWith('== ')) return [line];
    const m = /\[class,load\] (\S+) source: file:/.exec(line);
    return m ? [m[1]] : [];
  });
}
const loadArgs = ['-Xlog:class+load', '-cp', work, 'Load', ...names];
const expectedLoads = classPathLoads(run('hotspot', loadArgs).stdout);
const expectedOptions = Object.fromEntries(Object.entries(optionRuns).map(([k, a]) => [k, run('hotspot', a)]));

// "Name: exception" per class that did not link: VerifyErrors exactly, other errors (the class file
// parser's, loading's) by their class only.
function linkResults(stdout) {
  return Object.fromEntries(stdout.split('\n').filter(Boolean).map((line) => {
    const [name, result] = [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)];
    return [name, result.startsWith('java.lang.VerifyError') ? result : result.split(':')[0]];
  }));
}
const expectedOld = linkResults(run('hotspot', oldArgs).stdout);

const validOld = new Set(['Version49Valid', 'Version50WithoutFrames', 'Version49Jsr', 'Version49JsrTwoCallers', 'Version50JsrTwoCallers']);
test('HotSpot rejects every invalid case (the table tests something)', () => {
  for (const name of names) {
    assert.ok(name in expected, `no output for ${name}`);
    if (name.startsWith('Valid') || validOld.has(name)) continue;
    assert.match(expected[name], /Error/, `${name} passes HotSpot's verifier`);
  }
});

for (const name of ['native', 'wasm']) {
  test(`verification on ${name} as on HotSpot`, { skip: launchers[name] ? false : `${name} launcher not built` }, async (t) => {
    const r = run(name, ['-cp', work, 'Load', ...names]);
    assert.equal(r.signal, null, `crashed: ${r.stderr}`);
    assert.equal(r.status, 0, r.stderr);
    const got = byCase(r.stdout);
    for (const c of names) await t.test(c, () => assert.equal(got[c], expected[c]));
  });

  test(`classes loaded for verification on ${name} as on HotSpot`, { skip: launchers[name] ? false : `${name} launcher not built` }, () => {
    assert.ok(expectedLoads.includes('VLoadC'), 'HotSpot loaded no class for the checks');
    const r = run(name, loadArgs);
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(classPathLoads(r.stdout), expectedLoads);
  });

  test(`the corpus as version 49 class files on ${name} as on HotSpot`, { skip: launchers[name] ? false : `${name} launcher not built` }, () => {
    assert.ok(oldNames.length > 200, `only ${oldNames.length} corpus classes could be rewritten`);
    const r = run(name, oldArgs);
    assert.equal(r.signal, null, `crashed: ${r.stderr}`);
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(linkResults(r.stdout), expectedOld);
  });

  test(`verification options and linking on ${name} as on HotSpot`, { skip: launchers[name] ? false : `${name} launcher not built` }, async (t) => {
    for (const [label, args] of Object.entries(optionRuns)) {
      await t.test(label, () => {
        const got = run(name, args);
        assert.equal(got.signal, null, `crashed: ${got.stderr}`);
        assert.equal(got.stdout, expectedOptions[label].stdout);
        assert.equal(got.stderr, expectedOptions[label].stderr);
        assert.equal(got.status, expectedOptions[label].status);
      });
    }
  });
}
