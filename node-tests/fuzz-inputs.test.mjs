// The fuzz targets' kept inputs (native-tests/data/fuzz/<target>/, and the class files fuzz_regress_verify
// and fuzz_regress_define run besides) under WebAssembly: one program defines each file as a class in a
// class loader of its own and initialises it, as fuzz/fuzz_define.c does through JNI, and prints what
// happened (the exception's class and whole message, its cause's, or "ok"). Native Vitrine must print
// what HotSpot prints (but for the differences listed below), and Vitrine under Node must neither trap
// nor crash and must print exactly what native Vitrine prints; natively the same inputs run under
// AddressSanitizer in ctest (fuzz_regress_*).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { JAVA_HOME as javaHome, ROOT, launcher } from './lib/java-corpus.mjs';

const launchers = {
  hotspot: [path.join(javaHome, 'bin/java')],
  native: launcher('native').skip ? null : launcher('native').command,
  wasm: launcher('wasm').skip ? null : launcher('wasm').command,
};

const dirs = ['fuzz/classfile', 'fuzz/verify', 'fuzz/define', 'classfile/cftest'].map((d) => path.join(ROOT, 'native-tests/data', d));
const inputs = dirs.flatMap((d) => fs.readdirSync(d).sort().map((f) => path.join(d, f)));

// Inputs whose VerifyError differs from HotSpot's, and why: only the exception's class is compared.
const differsFromHotSpot = {
  // HotSpot names the unassigned opcode 0xe5 by its own internal bytecode (fast_binaryswitch) and checks
  // instructions before the StackMapTable's offsets; Vitrine reports the frame at a bad offset first
  'verify/quick-opcode-byte.class': 'java.lang.VerifyError',
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-fuzz-inputs-'));
fs.writeFileSync(path.join(work, 'DefineEach.java'), `
import java.nio.file.*;
public class DefineEach {
  static class Loader extends ClassLoader {
    Loader() { super(null); }
    Class<?> define(byte[] b) { return defineClass(null, b, 0, b.length); }
  }
  static String describe(Throwable e) {
    String s = e.toString();
    return e.getCause() == null ? s : s + "\\n  caused by " + describe(e.getCause());
  }
  public static void main(String[] files) throws Exception {
    for (String f : files) {
      System.out.println("== " + Paths.get(f).getParent().getFileName() + "/" + Paths.get(f).getFileName());
      byte[] bytes = Files.readAllBytes(Paths.get(f));
      Loader loader = new Loader();
      try {
        Class<?> c = loader.define(bytes);
        Class.forName(c.getName(), true, loader);
        System.out.println("ok");
      } catch (Throwable e) {
        System.out.println(describe(e));
      }
    }
  }
}
`);
const javac = spawnSync(path.join(javaHome, 'bin/javac'), ['-d', work, path.join(work, 'DefineEach.java')], { encoding: 'utf8' });
assert.equal(javac.status, 0, javac.stderr);

function run(name) {
  const [cmd, ...pre] = launchers[name];
  const r = spawnSync(cmd, [...pre, '-cp', work, 'DefineEach', ...inputs], { encoding: 'utf8', timeout: 300000, maxBuffer: 1 << 26 });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

// identity hashes (a loader's "@1b6d3586" in HotSpot's messages) differ between VMs and builds
const byInput = (out) => out.replace(/ @[0-9a-f]+\b/g, ' @<hash>').split(/^(?===)/m);

test('the kept fuzz inputs: native as HotSpot', { skip: launchers.native ? false : 'native launcher not built' }, () => {
  const hotspot = run('hotspot'), native = run('native');
  assert.equal(hotspot.status, 0, hotspot.stderr);
  assert.equal(native.signal, null, `native crashed with ${native.signal}`);
  assert.equal(native.status, 0, native.stderr);
  const h = byInput(hotspot.stdout), n = byInput(native.stdout);
  assert.equal(n.length, h.length);
  for (let i = 0; i < h.length; i++) {
    const name = h[i].split('\n')[0].slice(3);
    const only = differsFromHotSpot[name];
    if (only) assert.ok(h[i].includes(`\n${only}`) && n[i].includes(`\n${only}`), `${name}: ${n[i]}`);
    else assert.equal(n[i], h[i]);
  }
});

test('the kept fuzz inputs: the same outcome under WebAssembly as natively, no trap',
  { skip: !launchers.native ? 'native launcher not built' : !launchers.wasm ? 'wasm launcher not built' : false }, () => {
    const native = run('native');
    assert.equal(native.signal, null, `native crashed with ${native.signal}`);
    assert.equal(native.status, 0, native.stderr);
    assert.equal(native.stdout.split('\n== ').length, inputs.length, 'every input reported natively');
    const wasm = run('wasm');
    assert.equal(wasm.signal, null, `wasm crashed with ${wasm.signal}`);
    assert.equal(wasm.stderr, '');
    assert.equal(wasm.status, 0);
    const n = byInput(native.stdout), w = byInput(wasm.stdout);
    for (let i = 0; i < Math.max(n.length, w.length); i++) assert.equal(w[i], n[i]);
  });
