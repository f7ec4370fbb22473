// Start-up from the build's snapshot under Node (docs/SNAPSHOT.md): a start from the snapshot
// (-Xshare:on succeeds only then) prints exactly what a normal start (-Xshare:off) prints, for the
// run's properties, class path, arguments, environment and working directory; options that need the
// normal start get it silently under -Xshare:auto and HotSpot's error under -Xshare:on; a snapshot
// made from another module or runtime image, or none at all, is not used.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { JAVA_HOME as javaHome, ROOT as root, launcher } from './lib/java-corpus.mjs';

const wasm = launcher('wasm');
const wasmDir = path.resolve(process.env.VITRINE_WASM_DIR || path.join(root, 'build', 'wasm'));
const snapshotFile = path.join(wasmDir, 'vitrine.snapshot');
const skip = wasm.skip || (!fs.existsSync(snapshotFile) && `${snapshotFile} is not built`);
const UNUSABLE = 'Error occurred during initialization of VM\nUnable to use shared archive.\n';

let classes;
before(() => {
  if (skip) return;
  classes = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-snapshot-'));
  const javac = spawnSync(path.join(javaHome, 'bin/javac'), ['-d', classes, path.join(root, 'node-tests/snapshot/SnapshotProbe.java')]);
  assert.equal(javac.status, 0, String(javac.stderr));
});

function run(argv, { cwd = classes, env = {}, dir = wasmDir } = {}) {
  const r = spawnSync(wasm.command[0], [...wasm.command.slice(1), ...argv], {
    cwd, encoding: 'utf8', timeout: 120_000,
    env: { ...process.env, VITRINE_WASM_DIR: dir, SNAPSHOT_PROBE_VAR: 'from the environment', ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// The same command line with -Xshare:on (must use the snapshot) and -Xshare:off (normal start).
function assertSameAsNormalStart(argv, options) {
  const fromSnapshot = run(['-Xshare:on', ...argv], options);
  const normal = run(['-Xshare:off', ...argv], options);
  assert.equal(fromSnapshot.stderr, normal.stderr);
  assert.equal(fromSnapshot.status, 0, fromSnapshot.stderr);
  assert.equal(fromSnapshot.stdout, normal.stdout);
  assert.equal(normal.status, 0);
  return fromSnapshot.stdout;
}

test('snapshot-probe: properties, class path, arguments and environment as a normal start', { skip }, () => {
  const out = assertSameAsNormalStart(['-ea', '-Dsnapshot.probe=yes', '-cp', classes, 'SnapshotProbe', 'a b', 'c']);
  assert.match(out, /^snapshot\.probe=yes$/m);
  assert.match(out, new RegExp(`^java\\.class\\.path=${classes}$`, 'm'));
  assert.match(out, /^env=from the environment$/m);
  assert.match(out, /^args=a b\|c$/m);
  assert.match(out, /^lambda=x!2$/m);
});

test('snapshot-jar: -jar and the manifest\'s main class', { skip }, () => {
  const jar = path.join(classes, 'probe.jar');
  if (!fs.existsSync(jar)) {
    const r = spawnSync(path.join(javaHome, 'bin/jar'), ['--create', '--file', jar, '--main-class', 'SnapshotProbe', '-C', classes, 'SnapshotProbe.class']);
    assert.equal(r.status, 0, String(r.stderr));
  }
  const out = assertSameAsNormalStart(['-jar', jar, '-Xshare:off']);
  assert.match(out, /^args=-Xshare:off$/m);
  assert.match(out, new RegExp(`^java\\.class\\.path=${jar}$`, 'm'));
});

// startVitrine's controller says how the VM started.
function startedFromSnapshot(argv, env = {}) {
  const script = `import { startVitrine } from ${JSON.stringify(path.join(root, 'wasm-bridge', 'node-vm.mjs'))};
const c = await startVitrine(${JSON.stringify(argv)}, { wasmDir: ${JSON.stringify(wasmDir)}, stdin: null,
  onExit: (status) => { process.stderr.write('fromSnapshot=' + c.fromSnapshot + ' status=' + status + '\\n'); } });`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: classes, encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env },
  });
  const m = /fromSnapshot=(true|false) status=0\n$/.exec(r.stderr);
  assert.ok(m, r.stderr);
  return m[1] === 'true';
}

test('snapshot-used-by-default: startVitrine starts from the snapshot unless an option rules it out', { skip }, () => {
  assert.equal(startedFromSnapshot(['-cp', classes, 'SnapshotProbe']), true);
  assert.equal(startedFromSnapshot(['-Xshare:off', '-cp', classes, 'SnapshotProbe']), false);
  assert.equal(startedFromSnapshot(['-verbose:gc', '-cp', classes, 'SnapshotProbe']), false);
  assert.equal(startedFromSnapshot(['-cp', classes, 'SnapshotProbe'], { JDK_JAVA_OPTIONS: '-Dx=y' }), false);
});

test('snapshot-user-dir: the working directory of the run, not of the build', { skip }, () => {
  const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-snapshot-cwd-'));
  const out = assertSameAsNormalStart(['-cp', classes, 'SnapshotProbe'], { cwd: elsewhere });
  assert.match(out, new RegExp(`^user\\.dir=${elsewhere}$`, 'm'));
});

test('snapshot-class-path-variable: CLASSPATH read by the run', { skip }, () => {
  const out = assertSameAsNormalStart(['SnapshotProbe'], { cwd: os.tmpdir(), env: { CLASSPATH: classes } });
  assert.match(out, new RegExp(`^java\\.class\\.path=${classes}$`, 'm'));
});

test('snapshot-default: -Xshare:auto (no option) prints what the normal start prints', { skip }, () => {
  const auto = run(['-cp', classes, 'SnapshotProbe', 'x']);
  const normal = run(['-Xshare:off', '-cp', classes, 'SnapshotProbe', 'x']);
  assert.deepEqual(auto, normal);
});

test('snapshot-class-load-log: -Xlog:class+load starts normally (every line logged)', { skip }, () => {
  const strip = (s) => s.replace(/^\[[0-9.]+s\]/gm, '[]');
  const auto = run(['-Xlog:class+load', '-cp', classes, 'SnapshotProbe']);
  const normal = run(['-Xshare:off', '-Xlog:class+load', '-cp', classes, 'SnapshotProbe']);
  assert.equal(auto.status, 0, auto.stderr);
  assert.equal(strip(auto.stdout), strip(normal.stdout));
  assert.match(auto.stdout, /^\[[0-9.]+s\]\[info\]\[class,load\] java\.lang\.Object source: jrt:\/java\.base$/m);
  const on = run(['-Xshare:on', '-Xlog:class+load', '-cp', classes, 'SnapshotProbe']);
  assert.equal(on.status, 1);
  assert.equal(on.stderr, UNUSABLE);
  assert.equal(on.stdout, 'An error has occurred while processing the shared archive file.\n-Xlog:class+load needs the normal start.\n');
});

test('snapshot-heap-options: -Xmx starts normally and applies', { skip }, () => {
  const auto = run(['-Xmx64m', '-cp', classes, 'SnapshotProbe']);
  const normal = run(['-Xshare:off', '-Xmx64m', '-cp', classes, 'SnapshotProbe']);
  assert.equal(auto.status, 0, auto.stderr);
  assert.equal(auto.stdout, normal.stdout);
  assert.match(auto.stdout, /^maxMemory=67108864$/m);
  assert.equal(run(['-Xshare:on', '-Xmx64m', '-cp', classes, 'SnapshotProbe']).status, 1);
});

test('snapshot-agent: a JVMTI agent or JAVA_TOOL_OPTIONS needs the normal start', { skip }, () => {
  const on = run(['-Xshare:on', '-cp', classes, 'SnapshotProbe'], { env: { JAVA_TOOL_OPTIONS: '-Dsnapshot.probe=tool' } });
  assert.equal(on.status, 1);
  assert.equal(on.stderr, UNUSABLE);
  const auto = run(['-cp', classes, 'SnapshotProbe'], { env: { JAVA_TOOL_OPTIONS: '-Dsnapshot.probe=tool' } });
  assert.equal(auto.status, 0, auto.stderr);
  assert.match(auto.stdout, /^snapshot\.probe=tool$/m);
});

// A build directory of links to the real module, with the given snapshot file (or none).
function buildDirWith(snapshot) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-snapshot-build-'));
  for (const f of ['vitrine.js', 'vitrine.wasm', 'package.json']) fs.symlinkSync(path.join(wasmDir, f), path.join(dir, f));
  if (snapshot) fs.writeFileSync(path.join(dir, 'vitrine.snapshot'), snapshot);
  return dir;
}

// The snapshot file with its header's JSON changed by edit(header).
function editedSnapshot(edit) {
  const buf = fs.readFileSync(snapshotFile);
  const magic = 'VITRINE-SNAPSHOT-1\n'.length;
  const length = buf.readUInt32LE(magic);
  const header = JSON.parse(buf.toString('utf8', magic + 4, magic + 4 + length));
  edit(header);
  const json = Buffer.from(JSON.stringify(header));
  const size = Buffer.alloc(4);
  size.writeUInt32LE(json.length);
  return Buffer.concat([buf.subarray(0, magic), size, json, buf.subarray(magic + 4 + length)]);
}

test('snapshot-stale-image: a snapshot of another runtime image is not used', { skip }, () => {
  for (const edit of [(h) => { h.image.mtimeMs += 1000; }, (h) => { h.image.size += 1; }, (h) => { h.image.head = '0'.repeat(64); }]) {
    const dir = buildDirWith(editedSnapshot(edit));
    const auto = run(['-cp', classes, 'SnapshotProbe'], { dir });
    assert.equal(auto.status, 0, auto.stderr);
    assert.equal(auto.stdout, run(['-Xshare:off', '-cp', classes, 'SnapshotProbe']).stdout);
    const on = run(['-Xshare:on', '-cp', classes, 'SnapshotProbe'], { dir });
    assert.equal(on.status, 1);
    assert.equal(on.stderr, UNUSABLE);
    assert.match(on.stdout, /^An error has occurred while processing the shared archive file\.\nThe shared archive file was created for another runtime image/);
  }
});

test('snapshot-other-module: a snapshot of another module is not used', { skip }, () => {
  const dir = buildDirWith(editedSnapshot((h) => { h.module = 'f'.repeat(64); }));
  assert.equal(run(['-cp', classes, 'SnapshotProbe'], { dir }).status, 0);
  const on = run(['-Xshare:on', '-cp', classes, 'SnapshotProbe'], { dir });
  assert.equal(on.status, 1);
  assert.match(on.stdout, /created by a different version or build of the VM/);
});

test('snapshot-corrupt: a snapshot file cut short is not used', { skip }, () => {
  const whole = fs.readFileSync(snapshotFile);
  const dir = buildDirWith(whole.subarray(0, whole.length - 4096));
  const auto = run(['-cp', classes, 'SnapshotProbe'], { dir });
  assert.equal(auto.status, 0, auto.stderr);
  assert.equal(auto.stdout, run(['-Xshare:off', '-cp', classes, 'SnapshotProbe']).stdout);
  const on = run(['-Xshare:on', '-cp', classes, 'SnapshotProbe'], { dir });
  assert.equal(on.status, 1);
  assert.equal(on.stdout, 'An error has occurred while processing the shared archive file.\nThe shared archive file is corrupt.\n');
});

test('snapshot-missing: no snapshot file: normal start, or HotSpot\'s error under -Xshare:on', { skip }, () => {
  const dir = buildDirWith(null);
  assert.equal(run(['-cp', classes, 'SnapshotProbe'], { dir }).status, 0);
  const on = run(['-Xshare:on', '-cp', classes, 'SnapshotProbe'], { dir });
  assert.equal(on.status, 1);
  assert.equal(on.stderr, UNUSABLE);
  assert.equal(on.stdout, `An error has occurred while processing the shared archive file.\nSpecified shared archive not found (${path.join(dir, 'vitrine.snapshot')}).\n`);
});
