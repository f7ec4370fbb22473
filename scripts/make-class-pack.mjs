// make-class-pack.mjs: the class library as the browser fetches it. From a jlinked image directory
// (lib/modules with the start-up classes first: cmake/WasmWebImage.cmake), writes a pack directory:
//
//   manifest.json    which files the VM's Java home holds, their sizes, and the chunks they are made
//                    of, in order; chunks the start-up of hello world reads are marked "boot"
//   <id>.z           one chunk: zlib-compressed bytes of a file's range, named by the hash of its
//                    compressed bytes, so that a browser may cache chunks forever and a rebuilt pack
//                    reuses what did not change
//
// lib/modules is cut into --chunk-size pieces (256 KiB by default); every other file is one chunk.
// The "boot" chunks hold the image's index (header to strings), the module-info classes and the
// classes listed before the "end of hello world's classes" line of the start-up list (jlink put them
// first), and the directory resources at the image's end ("/packages/...", "/modules/..."), which
// the VM reads to find a package's module. wasm-bridge/web/class-pack.mjs reads the pack.
//
//   node scripts/make-class-pack.mjs --image DIR --out DIR --startup FILE [--chunk-size BYTES] [--jimage PATH]
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KEPT_DIRS = ['conf', 'lib'];
// Native code and launchers of the host JDK: the VM in WebAssembly never reads them.
const SKIPPED = /(\.so$|^lib\/(jexec|jspawnhelper|classlist|server\/|modules$))/;

function usage(message) {
  console.error(`make-class-pack.mjs: ${message}\nusage: node scripts/make-class-pack.mjs --image DIR --out DIR --startup FILE [--chunk-size BYTES] [--jimage PATH]`);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { chunkSize: 256 * 1024 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => (i + 1 < argv.length ? argv[++i] : usage(`${a} needs a value`));
    if (a === '--image') opts.image = value();
    else if (a === '--out') opts.out = value();
    else if (a === '--startup') opts.startup = value();
    else if (a === '--jimage') opts.jimage = value();
    else if (a === '--chunk-size') opts.chunkSize = Number(value());
    else usage(`unknown argument ${a}`);
  }
  if (!opts.image || !opts.out || !opts.startup) usage('--image, --out and --startup are required');
  if (!Number.isInteger(opts.chunkSize) || opts.chunkSize < 4096) usage('--chunk-size takes a whole number of bytes, at least 4096');
  opts.jimage ||= path.join(process.env.JAVA_HOME || '/usr/lib/jvm/java-17-openjdk-amd64', 'bin', 'jimage');
  return opts;
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr || r.error}`);
  return r.stdout;
}

/** The image's index size and every resource's content offset and size (from the JDK's jimage tool). */
function readImageLayout(jimage, modulesFile) {
  const info = run(jimage, ['info', modulesFile]);
  const m = /Index Size:\s*(\d+)/.exec(info);
  if (!m) throw new Error(`jimage info ${modulesFile}: no index size`);
  const indexSize = Number(m[1]);
  const resources = [];
  let module = null;
  for (const line of run(jimage, ['list', '--verbose', modulesFile]).split('\n')) {
    const mod = /^Module: (\S+)/.exec(line);
    if (mod) { module = mod[1]; continue; }
    const r = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S.*)$/.exec(line);
    if (r && module) {
      // A compressed resource occupies its compressed size in the file.
      const stored = Number(r[3]) || Number(r[2]);
      resources.push({ module, name: r[4], start: indexSize + Number(r[1]), end: indexSize + Number(r[1]) + stored });
    }
  }
  if (!resources.length) throw new Error(`jimage list ${modulesFile}: no resources`);
  return { indexSize, resources };
}

/** The byte ranges of lib/modules that hello world's start-up reads. */
function bootRanges(layout, startupFile, fileSize) {
  const lines = fs.readFileSync(startupFile, 'utf8').split('\n');
  const endMark = lines.findIndex((l) => /^# end of hello world's classes/.test(l));
  if (endMark < 0) throw new Error(`${startupFile}: no "# end of hello world's classes" line`);
  const boot = new Set(lines.slice(0, endMark).filter((l) => l && !l.startsWith('#')).map((l) => l + '.class'));
  const ranges = [[0, layout.indexSize]];
  let lastResourceEnd = 0;
  for (const r of layout.resources) {
    lastResourceEnd = Math.max(lastResourceEnd, r.end);
    if (r.name === 'module-info.class' || boot.has(r.name)) ranges.push([r.start, r.end]);
  }
  // After the modules' resources come the directory resources ("/packages/<pkg>", "/modules/<m>").
  if (lastResourceEnd < fileSize) ranges.push([lastResourceEnd, fileSize]);
  return ranges;
}

function writeChunk(outDir, bytes, written) {
  const packed = zlib.deflateSync(bytes, { level: 9 });
  const id = createHash('sha256').update(packed).digest('hex').slice(0, 24);
  if (!written.has(id)) {
    fs.writeFileSync(path.join(outDir, `${id}.z`), packed);
    written.add(id);
  }
  return { id, raw: bytes.length, packed: packed.length };
}

function listFiles(root, rel = '') {
  const out = [];
  for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(root, p));
    else if (e.isFile()) out.push(p);
  }
  return out.sort();
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const modulesFile = path.join(opts.image, 'lib', 'modules');
  if (!fs.existsSync(modulesFile)) usage(`${modulesFile} does not exist`);
  fs.rmSync(opts.out, { recursive: true, force: true });
  fs.mkdirSync(opts.out, { recursive: true });
  const written = new Set();
  const files = [];

  const image = fs.readFileSync(modulesFile);
  const ranges = bootRanges(readImageLayout(opts.jimage, modulesFile), opts.startup, image.length);
  const chunks = [];
  for (let off = 0; off < image.length; off += opts.chunkSize) {
    const end = Math.min(off + opts.chunkSize, image.length);
    const chunk = writeChunk(opts.out, image.subarray(off, end), written);
    if (ranges.some(([a, b]) => a < end && b > off)) chunk.boot = true;
    chunks.push(chunk);
  }
  files.push({ path: 'lib/modules', size: image.length, chunkSize: opts.chunkSize, chunks });

  const others = ['release', ...KEPT_DIRS.flatMap((d) => (fs.existsSync(path.join(opts.image, d)) ? listFiles(opts.image, d) : []))];
  for (const rel of others) {
    if (SKIPPED.test(rel) || !fs.existsSync(path.join(opts.image, rel))) continue;
    const bytes = fs.readFileSync(path.join(opts.image, rel));
    files.push({ path: rel, size: bytes.length, chunkSize: Math.max(bytes.length, 1), chunks: bytes.length ? [writeChunk(opts.out, bytes, written)] : [] });
  }

  const manifest = { format: 'vitrine-class-pack', version: 1, files };
  fs.writeFileSync(path.join(opts.out, 'manifest.json'), JSON.stringify(manifest) + '\n');
  const all = files.flatMap((f) => f.chunks);
  const boot = all.filter((c) => c.boot);
  const sum = (list, key) => list.reduce((n, c) => n + c[key], 0);
  const mb = (n) => (n / 1048576).toFixed(2);
  console.log(`class pack ${opts.out}: ${files.length} files, ${all.length} chunks, ${mb(sum(all, 'raw'))} MB raw, ` +
    `${mb(sum(all, 'packed'))} MB packed; boot: ${boot.length} chunks, ${mb(sum(boot, 'packed'))} MB packed`);
}

main();
