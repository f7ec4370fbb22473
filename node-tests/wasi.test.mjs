// The WASI build's sandbox (docs/WASI.md): a program run by wasm-bridge/bin/vitrine-wasi.mjs reaches
// only the directories it was granted. tests/wasi/Sandbox.java tries to read, write, list, delete,
// move into, link to and escape to a directory outside them (also through a symbolic link in its
// working directory): each attempt is an ordinary Java IOException or java.io's false/null, never a
// crash, the directory outside is left as it was, and work inside the working directory goes on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { JAVA_HOME as javaHome, ROOT as root, launcher } from './lib/java-corpus.mjs';

const wasi = launcher('wasi');

test('a program cannot reach outside the granted directories', { skip: wasi.skip || false }, (t) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-wasi-sandbox-'));
  // outside the system temporary directory, whose name the program sees as its own private /tmp
  fs.mkdirSync(path.join(root, 'build'), { recursive: true });
  const outside = fs.mkdtempSync(path.join(root, 'build', 'wasi-sandbox-outside-'));
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
