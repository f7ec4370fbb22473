// list-image-files.mjs: writes the JSON list of a jlinked class library image's files that the VM
// reads ({ files: [{ path, size }] }, paths relative to the image), leaving out its commands, native
// libraries and legal notices, which the WebAssembly VM never opens. The browser's stopgap loader
// (wasm-bridge/web/stopgap-image.mjs) fetches what it lists.
//
//   node scripts/list-image-files.mjs IMAGE_DIR OUT.json
import fs from 'node:fs';
import path from 'node:path';

const [image, out] = process.argv.slice(2);
if (!image || !out) {
  process.stderr.write('usage: node scripts/list-image-files.mjs IMAGE_DIR OUT.json\n');
  process.exit(2);
}
if (!fs.existsSync(path.join(image, 'lib', 'modules'))) {
  process.stderr.write(`list-image-files: ${image} is not a class library image (no lib/modules)\n`);
  process.exit(1);
}

const skipped = (rel) => /^(bin|legal|include|man)\//.test(rel) || /\.(so|debuginfo)$/.test(rel) || rel.startsWith('lib/server/');
const files = [];
(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, e.name);
    const rel = path.relative(image, full).split(path.sep).join('/');
    if (e.isDirectory()) walk(full);
    else if (e.isFile() && !skipped(rel)) files.push({ path: rel, size: fs.statSync(full).size });
  }
})(image);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ files }, null, 1) + '\n');
