// The WASI build's sandbox (docs/WASI.md): a program run by wasm-bridge/bin/vitrine-wasi.mjs reaches
// only the directories it was granted. tests/wasi/Sandbox.java tries to read, write, list, delete,
// move into, link to and escape to a directory outside them (also through a symbolic link in its
// working directory): each attempt is an ordinary Java IOException or java.io's false/null, never a
// crash, the directory outside is left as it was, and work inside the working directory goes on. And
// the WASI build's JVMTI: a statically linked agent against HotSpot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { JAVA_HOME as javaHome, ROOT as root, launcher } from './lib/java-corpus.mjs';
import { agentLib } from './lib/jvmti-parity.mjs';

const wasi = launcher('wasi');
const wasiBuild = process.env.VITRINE_WASI_DIR || path.join(root, 'build', 'wasi');

test('a program cannot reach outside the granted directories', { skip: wasi.skip || false }, (t) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-wasi-sandbox-'));
  // outside the system temporary directory, whose name the program sees as its own private /tmp (a
  // checkout under /tmp puts it in the home directory instead)
  const tmp = fs.realpathSync(os.tmpdir());
  const base = fs.realpathSync(root).startsWith(`${tmp}/`) ? os.homedir() : path.join(root, 'build');
  fs.mkdirSync(base, { recursive: true });
  const outside = fs.mkdtempSync(path.join(base, 'vitrine-wasi-sandbox-outside-'));
  t.after(() => {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });
  const classes = path.join(work, 'classes');
  const cwd = path.join(work, 'cwd');
  fs.mkdirSync(cwd);
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret\n');
  fs.symlinkSync(outside, path.join(cwd, 'link'));
  const javac = spawnSync(path.join(javaHome, 'bin/javac'), ['-d', classes, path.join(root, 'tests/wasi/Sandbox.java')]);
  assert.equal(javac.status, 0, String(javac.stderr));

  const [cmd, ...pre] = wasi.command;
  const r = spawnSync(cmd, [...pre, '-cp', classes, 'Sandbox', outside, 'link'], { cwd, encoding: 'utf8', timeout: 120000 });
  assert.equal(r.stderr, '');
  assert.equal(r.status, 0);
  assert.equal(r.stdout, [
    'read outside (FileInputStream): java.io.FileNotFoundException',
    'read outside (Files): java.nio.file.AccessDeniedException',
    'write outside (FileOutputStream): java.io.FileNotFoundException',
    'write outside (Files): java.nio.file.AccessDeniedException',
    'overwrite outside (RandomAccessFile): java.io.FileNotFoundException',
    'delete outside: java.nio.file.AccessDeniedException',
    'list outside: java.nio.file.AccessDeniedException',
    'create directory outside: java.nio.file.AccessDeniedException',
    'move into outside: java.nio.file.AccessDeniedException',
    'read through a link to outside: java.nio.file.AccessDeniedException',
    'write through a link to outside: java.nio.file.AccessDeniedException',
    'make a link to outside: java.nio.file.AccessDeniedException',
    'read through the link made: java.nio.file.NoSuchFileException',
    'read a device other than the random ones: java.io.FileNotFoundException',
    'read /dev/urandom: allowed',
    'escape the working directory with ..: java.nio.file.AccessDeniedException',
    'message: <outside>/secret.txt (Permission denied)',
    'exists outside: false',
    'list outside: null',
    'mkdir outside: false',
    'read inside: inside',
    'delete inside: true',
    '',
  ].join('\n'));
  assert.deepEqual(fs.readdirSync(outside), ['secret.txt']);
  assert.equal(fs.readFileSync(path.join(outside, 'secret.txt'), 'utf8'), 'secret\n');
  assert.ok(fs.existsSync(path.join(cwd, 'moved.txt')), 'the file the program made inside stays there');
});

test('the program\'s /tmp is its own, and gone after the run', { skip: wasi.skip || false }, (t) => {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-wasi-tmp-test-'));
  t.after(() => fs.rmSync(cwd, { recursive: true, force: true }));
  const src = path.join(cwd, 'TempFiles.java');
  fs.writeFileSync(src, `import java.io.File;
public class TempFiles {
    public static void main(String[] args) throws Exception {
        File f = File.createTempFile("vitrine", ".txt");
        System.out.println(f.getParent() + " " + f.exists() + " " + new File("/tmp").list().length);
    }
}
`);
  const javac = spawnSync(path.join(javaHome, 'bin/javac'), ['-d', cwd, src]);
  assert.equal(javac.status, 0, String(javac.stderr));
  const before = fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('vitrine-wasi-tmp-')).length;
  const [cmd, ...pre] = wasi.command;
  const r = spawnSync(cmd, [...pre, '-cp', '.', 'TempFiles'], { cwd, encoding: 'utf8', timeout: 120000 });
  assert.equal(r.stderr, '');
  assert.equal(r.stdout, '/tmp true 1\n');
  assert.equal(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('vitrine-wasi-tmp-')).length, before);
});

// A statically linked JVMTI agent (the only kind the WASI build has): the trace agent of
// node-tests/jvmti.test.mjs linked into build/wasi/jvmtitest, against HotSpot with the same agent
// as a shared library.
test('a statically linked JVMTI agent traces as on HotSpot', { skip: (() => {
  const need = [path.join(wasiBuild, 'jvmtitest', 'vitrine.wasm'), path.join(agentLib, 'libtrace.so')];
  const m = need.find((f) => !fs.existsSync(f));
  return wasi.skip || (m ? `${m} is not built` : false);
})() }, (t) => {
  const classes = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-wasi-jvmti-'));
  t.after(() => fs.rmSync(classes, { recursive: true, force: true }));
  const javac = spawnSync(path.join(javaHome, 'bin/javac'), ['-d', classes, path.join(root, 'native-tests/jvmti/java/JvmtiTrace.java')]);
  assert.equal(javac.status, 0, String(javac.stderr));
  const program = ['-Djvmti.trace.prop=cmdline', '-cp', classes, 'JvmtiTrace'];
  const want = spawnSync(path.join(javaHome, 'bin/java'), [`-agentpath:${path.join(agentLib, 'libtrace.so')}=opt1`, ...program],
    { cwd: classes, encoding: 'utf8', timeout: 120000 });
  const [cmd, ...pre] = wasi.command;
  const got = spawnSync(cmd, [...pre, '-agentlib:trace=opt1', ...program], { cwd: classes, encoding: 'utf8', timeout: 120000,
    env: { ...process.env, VITRINE_WASI_DIR: path.join(wasiBuild, 'jvmtitest'), VITRINE_WASI_JAVA_HOME: path.join(wasiBuild, 'jdk') } });
  assert.ok(want.stdout.includes('VMDeath (phase live)\n'), 'HotSpot ran the agent to the end');
  assert.equal(got.stdout, want.stdout, `stdout differs from HotSpot's (stderr: ${got.stderr})`);
  assert.equal(got.status, want.status);
});
