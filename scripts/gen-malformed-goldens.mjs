#!/usr/bin/env node
// Writes the goldens of node-tests/malformed.test.mjs from HotSpot (the JDK at $JAVA_HOME, else
// /usr/lib/jvm/java-17-openjdk-amd64):
//   tests/malformed/expected/classes.txt     the driver's output per class case ("== Name" sections)
//   tests/malformed/expected/launches.json   stdout, stderr and exit status per launcher case
//   tests/malformed/expected/jdk-version.txt `java -version` of the JDK they came from
// Messages are normalised as the test normalises them (identity hash codes become @HASH).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { JAVA_HOME } from '../node-tests/lib/java-corpus.mjs';
import { EXPECTED, prepare, runClasses, runLaunches } from '../node-tests/lib/malformed-run.mjs';

const java = [path.join(JAVA_HOME, 'bin', 'java')];
const prepared = prepare();
const classes = runClasses(java, prepared);
if (classes.status !== 0) throw new Error(`the driver failed on HotSpot: ${classes.stderr}`);
fs.mkdirSync(EXPECTED, { recursive: true });
fs.writeFileSync(path.join(EXPECTED, 'classes.txt'),
  Object.entries(classes.cases).map(([n, t]) => `== ${n}\n${t}\n`).join(''));
const launches = {};
const runs = await runLaunches(java, prepared);
for (const label of Object.keys(prepared.launches)) {
  const { status, stdout, stderr } = runs[label];
  launches[label] = { status, stdout, stderr };
}
fs.writeFileSync(path.join(EXPECTED, 'launches.json'), `${JSON.stringify(launches, null, 1)}\n`);
fs.writeFileSync(path.join(EXPECTED, 'jdk-version.txt'), spawnSync(java[0], ['-version'], { encoding: 'utf8' }).stderr);
fs.rmSync(prepared.work, { recursive: true, force: true });
console.log(`${Object.keys(classes.cases).length} class cases, ${Object.keys(launches).length} launcher cases`);
