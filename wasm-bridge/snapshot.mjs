// snapshot.mjs: start-up from a snapshot under Node (docs/SNAPSHOT.md). At build time
// (bin/make-snapshot.mjs) the VM runs up to the snapshot point P (vm_boot_prepare, vm/boot.c, plus
// the classes of snapshot-classes.txt loaded) and the used part of its linear memory is written to
// <wasmDir>/vitrine.snapshot; at start node-vm.mjs copies it into a fresh instance of the same module
// and the VM goes on from P. Anything that makes the snapshot doubtful (another module or runtime
// image, an option or variable that shapes what runs before P) means the normal start, silently,
// unless -Xshare:on asks for the snapshot.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MAGIC = 'VITRINE-SNAPSHOT-1\n';
const PAGE = 4096;

/** The snapshot file of a build directory. */
export function snapshotPath(wasmDir) {
  return path.join(wasmDir, 'vitrine.snapshot');
}

function sha256(buf) {
  return crypto.createHash('sha256').update(buf).digest('hex');
}

// What identifies the runtime image: its size, modification time and the hash of its first page
// (the jimage header and the start of its index).
function imageIdentity(javaHome) {
  const file = path.join(javaHome, 'lib', 'modules');
  const st = fs.statSync(file);
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(PAGE, st.size));
    fs.readSync(fd, head, 0, head.length, 0);
    return { path: file, size: st.size, mtimeMs: st.mtimeMs, head: sha256(head) };
  } finally {
    fs.closeSync(fd);
  }
}

// Options that take the next argument as their value and change nothing before P.
const CLASS_PATH_OPTIONS = new Set(['-cp', '-classpath', '--class-path']);
// Options that change nothing the VM does before P (they act from System.initPhase1 on).
const NEUTRAL_OPTIONS = new Set([
  '-Xint', '-Xmixed', '-Xbatch', '-Xrs', '-Xcheck:jni', '-verbose:jni', '-Xdiag',
  '-ea', '-da', '-enableassertions', '-disableassertions',
  '-XX:+ShowCodeDetailsInExceptionMessages', '-XX:+UseSerialGC', '-XX:+DeterministicScheduling',
  '-XX:-DeterministicScheduling', '-XX:-ClassUnloading',
  '-version', '--version', '-showversion', '--show-version',
]);
// Environment variables read before P, or holding options.
const SHAPING_VARIABLES = ['JAVA_TOOL_OPTIONS', 'JDK_JAVA_OPTIONS', '_JAVA_OPTIONS', 'VITRINE_GC',
  'VITRINE_GC_TRIGGER', 'VITRINE_VERBOSE_GC', 'VITRINE_JIMAGE_NO_MMAP'];

/**
 * What the command line asks of class data sharing: { share: 'auto' | 'on' | 'off', blocker } where
 * blocker names the first option or variable that needs the normal start (null if none).
 */
export function snapshotRequest(argv, env = {}) {
  let share = 'auto';
  let blocker = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-Xshare:auto' || a === '-Xshare:on' || a === '-Xshare:off') {
      share = a.slice(8);
      continue;
    }
    if (CLASS_PATH_OPTIONS.has(a)) { i++; continue; }
    if (a.startsWith('--class-path=') || a.startsWith('-D') || NEUTRAL_OPTIONS.has(a)) continue;
    if (a === '-jar' || !a.startsWith('-') && !a.startsWith('@')) break; // the program and its arguments
    if (!blocker) blocker = a;
  }
  for (const name of SHAPING_VARIABLES) {
    if (!blocker && env[name] !== undefined && env[name] !== '') blocker = name;
  }
  return { share, blocker };
}

/**
 * Reads the snapshot of `wasmDir` if it was made from exactly this module (its bytes) and the runtime
 * image at `javaHome` is the one it was made from. Answers { snapshot } or { reason } (why not).
 */
export function loadSnapshot(wasmDir, wasmBytes, javaHome) {
  let buf;
  try {
    buf = fs.readFileSync(snapshotPath(wasmDir));
  } catch {
    return { reason: 'Specified shared archive not found (' + snapshotPath(wasmDir) + ')' };
  }
  if (buf.length < MAGIC.length + 4 || buf.toString('latin1', 0, MAGIC.length) !== MAGIC) {
    return { reason: 'The shared archive file has a bad magic number' };
  }
  const headerLength = buf.readUInt32LE(MAGIC.length);
  const bodyStart = MAGIC.length + 4 + headerLength;
  let header;
  try {
    header = JSON.parse(buf.toString('utf8', MAGIC.length + 4, bodyStart));
  } catch {
    return { reason: 'The shared archive file has a bad header' };
  }
  if (header.module !== sha256(wasmBytes)) {
    return { reason: 'The shared archive file was created by a different version or build of the VM' };
  }
  let image;
  try {
    image = imageIdentity(javaHome);
  } catch {
    return { reason: 'The runtime image cannot be read' };
  }
  const made = header.image;
  if (image.path !== made.path || image.size !== made.size || image.mtimeMs !== made.mtimeMs || image.head !== made.head) {
    return { reason: 'The shared archive file was created for another runtime image (' + made.path + ')' };
  }
  // a file cut short (or runs outside the memory it describes) would restore garbage
  let stored = 0;
  for (const [offset, length] of header.runs) {
    if (offset + length > header.end) return { reason: 'The shared archive file is corrupt' };
    stored += length;
  }
  if (stored !== buf.length - bodyStart) return { reason: 'The shared archive file is corrupt' };
  return { snapshot: { end: header.end, runs: header.runs, body: buf.subarray(bodyStart) } };
}

/**
 * Copies a snapshot into a fresh instance `vm` (runtime initialised, main not yet called) and lets
 * the VM re-do what lives outside its memory. False when the VM refused (the instance is then spoilt:
 * start another one normally).
 */
export function restoreSnapshot(vm, snapshot) {
  const freshEnd = vm._vitrine_snapshot_memory_end();
  if (snapshot.end > vm.HEAPU8.length && !vm._vitrine_snapshot_reserve(snapshot.end)) return false;
  const heap = vm.HEAPU8; // after the growth: the views are new
  // The fresh instance's constructors wrote below its break; the snapshot's zero pages are not stored.
  heap.fill(0, 0, freshEnd);
  let from = 0;
  for (const [offset, length] of snapshot.runs) {
    heap.set(snapshot.body.subarray(from, from + length), offset);
    from += length;
  }
  return vm._vitrine_snapshot_resume() === 1;
}

/**
 * Build time: runs the VM of `vm` (a fresh instance whose environment names the image) up to the
 * snapshot point and writes the snapshot file. The runs of non-zero pages are stored, the zero pages
 * not (most of the heap's chunks and the C stack).
 */
export function writeSnapshot(vm, { wasmDir, wasmBytes, javaHome }) {
  const end = vm._vitrine_snapshot_take();
  if (!end) throw new Error('the VM could not make a snapshot');
  const heap = vm.HEAPU8;
  const runs = [];
  const parts = [];
  const zero = (p) => {
    const stop = Math.min(p + PAGE, end);
    for (let i = p; i < stop; i++) if (heap[i]) return false;
    return true;
  };
  for (let p = 0; p < end; p += PAGE) {
    if (zero(p)) continue;
    const length = Math.min(PAGE, end - p);
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === p) last[1] += length;
    else runs.push([p, length]);
  }
  for (const [offset, length] of runs) parts.push(Buffer.from(heap.subarray(offset, offset + length)));
  const header = Buffer.from(JSON.stringify({ module: sha256(wasmBytes), image: imageIdentity(javaHome), end, runs }));
  const size = Buffer.alloc(4);
  size.writeUInt32LE(header.length);
  const file = snapshotPath(wasmDir);
  fs.writeFileSync(file + '.tmp', Buffer.concat([Buffer.from(MAGIC, 'latin1'), size, header, ...parts]));
  fs.renameSync(file + '.tmp', file);
  return { file, end, stored: parts.reduce((n, b) => n + b.length, 0) };
}
