// Helpful NullPointerException messages (native-tests/data/npe/): each program prints one line per
// case and must print exactly its .expected file (HotSpot 17's output) on the native and the Node
// launcher. HelpfulNpe runs twice: without and with -g (local variable names from the
// LocalVariableTable instead of <localN>).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA_HOME, ROOT, launcher, runCommand } from './lib/java-corpus.mjs';

const DATA = join(ROOT, 'native-tests', 'data', 'npe');
const javac = join(JAVA_HOME, 'bin', 'javac');

// Each program with the javac options its header names and the expected file.
const programs = [
  { main: 'HelpfulNpe', opts: ['-XDstringConcat=inline'], expected: 'HelpfulNpe.expected' },
  { main: 'HelpfulNpe', opts: ['-g', '-XDstringConcat=inline'], expected: 'HelpfulNpe-g.expected' },
  { main: 'HelpfulNpeBytecode', opts: ['-XDstringConcat=inline'], expected: 'HelpfulNpeBytecode.expected' },
  { main: 'HelpfulNpeInvoke', opts: [], expected: 'HelpfulNpeInvoke.expected' },
];

function compile(p) {
  const out = mkdtempSync(join(tmpdir(), 'vitrine-npe-'));
  const r = spawnSync(javac, [...p.opts, '-d', out, join(DATA, `${p.main}.java`)], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return out;
}

for (const name of ['native', 'wasm']) {
  const l = launcher(name);
  for (const p of programs) {
    test(`${p.expected.replace('.expected', '')} (${name})`, { skip: l.skip || false }, async () => {
      const r = await runCommand(l.command, ['-cp', compile(p), p.main], { timeoutMs: l.timeoutMs });
      assert.equal(r.stderr.toString(), '');
      assert.equal(r.exit, 0);
      assert.equal(r.stdout.toString(), readFileSync(join(DATA, p.expected), 'utf8'));
    });
  }
}
