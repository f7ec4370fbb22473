// malformed-run.mjs: writes the inputs of node-tests/lib/malformed-cases.mjs to a scratch directory,
// compiles tests/malformed/MalformedDriver.java, and runs them on one launcher: all class cases in
// one VM run of the driver, each launcher case (jar files, module paths, main classes) as its own run,
// two at a time. Used by node-tests/malformed.test.mjs and by scripts/gen-malformed-goldens.mjs.
import { spawn as spawnAsync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ROOT, JAVA_HOME } from './java-corpus.mjs';
import { classCases, launchCases } from './malformed-cases.mjs';

export const EXPECTED = path.join(ROOT, 'tests', 'malformed', 'expected');

function writeFiles(dir, files) {
  for (const [name, bytes] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  }
}

/** The scratch directory with every input and the compiled driver. */
export function prepare() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-malformed-'));
  const driverDir = path.join(work, 'driver');
  const javac = spawnSync(path.join(JAVA_HOME, 'bin', 'javac'), ['-d', driverDir, path.join(ROOT, 'tests', 'malformed', 'MalformedDriver.java')],
    { encoding: 'utf8' });
  if (javac.status !== 0) throw new Error(`javac MalformedDriver: ${javac.stderr}`);
  const classDir = path.join(work, 'classes');
  const loaded = [];
  for (const classes of Object.values(classCases())) {
    writeFiles(classDir, Object.fromEntries(Object.entries(classes).map(([n, b]) => [`${n}.class`, b])));
    loaded.push(Object.keys(classes)[0]);
  }
  const launches = {};
  for (const [label, { files, args }] of Object.entries(launchCases())) {
    const dir = path.join(work, 'launch', label);
    fs.mkdirSync(dir, { recursive: true });
    writeFiles(dir, files);
    launches[label] = { dir, args };
  }
  return { work, driverDir, classDir, loaded, launches };
}

// Without the options variables, which would make any launcher print a banner.
const env = { ...process.env };
delete env.JAVA_TOOL_OPTIONS;
delete env.JDK_JAVA_OPTIONS;
delete env._JAVA_OPTIONS;

function spawn(command, args, cwd) {
  const [cmd, ...pre] = command;
  const r = spawnSync(cmd, [...pre, ...args], { cwd, env, timeout: 300000, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

// Identity hash codes in messages (a class loader's "loader MyLoader @1b6d3586", "unnamed module
// @6d06d69c") differ from run to run.
export const normalise = (s) => s.replace(/(loader (?:'[^']*'|[\w$.]+)|module) @[0-9a-f]+\b/g, '$1 @HASH');

/** The driver's run over every class case: { status, signal, stderr, cases: { Name: text } }. */
export function runClasses(command, prepared) {
  const r = spawn(command, ['-cp', `${prepared.driverDir}${path.delimiter}${prepared.classDir}`, 'MalformedDriver', prepared.classDir,
    ...prepared.loaded], prepared.work);
  const cases = {};
  let current = null;
  for (const line of normalise(r.stdout ?? '').split('\n')) {
    const m = /^== (\S+)$/.exec(line);
    if (m) cases[current = m[1]] = [];
    else if (current) cases[current].push(line);
  }
  for (const k of Object.keys(cases)) cases[k] = cases[k].join('\n').replace(/\n+$/, '');
  return { ...r, cases };
}

/** Every launcher case, `concurrency` runs at a time: { label: { status, signal, stdout, stderr } }. */
export async function runLaunches(command, prepared, concurrency = 2) {
  const labels = Object.keys(prepared.launches);
  const out = {};
  const one = (label) => new Promise((resolve) => {
    const { dir, args } = prepared.launches[label];
    const [cmd, ...pre] = command;
    const child = spawnAsync(cmd, [...pre, ...args], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 300000);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      out[label] = { status, signal, stdout: normalise(stdout), stderr: normalise(stderr) };
      resolve();
    });
  });
  let next = 0;
  const worker = async () => { while (next < labels.length) await one(labels[next++]); };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}
