// serve.mjs: a small static file server for the browser pages (the devtools panel, the bridge's
// browser tests, the browser benchmark), on 127.0.0.1 only. It sends ETag and Last-Modified and
// answers 304 to revalidations, so a browser's warm cache behaves as with a real web server, and it
// counts the bytes it sends (bench/ reports "bytes transferred" from it).
//
//   node scripts/serve.mjs [--port N] DIR [/prefix/=DIR ...]     prints the URL, serves until interrupted
//
//   import { serveStatic } from '../scripts/serve.mjs';
//   const srv = await serveStatic({ root: 'web', mounts: { '/build/': 'build' } });
//   srv.url; srv.bytesSent; srv.requests; srv.resetCounters(); await srv.close();
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.txt': 'text/plain; charset=utf-8', '.java': 'text/plain; charset=utf-8', '.map': 'application/json',
};

/** Serves `root` (and `mounts`: URL prefix -> directory) on 127.0.0.1:`port` (0: a free port). */
export function serveStatic({ root, mounts = {}, port = 0, host = '127.0.0.1', log = null } = {}) {
  const dirs = Object.entries(mounts).map(([prefix, dir]) => [prefix.endsWith('/') ? prefix : prefix + '/', path.resolve(dir)]);
  dirs.sort((a, b) => b[0].length - a[0].length);
  if (root) dirs.push(['/', path.resolve(root)]);
  const counters = { bytesSent: 0, requests: [] };

  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('bad request\n');
      return;
    }
    const file = resolve(pathname);
    const done = (status, bytes) => {
      counters.bytesSent += bytes;
      counters.requests.push({ path: pathname, status, bytes });
      if (log) log(`${status} ${pathname} ${bytes}`);
    };
    let st;
    try {
      st = file && fs.statSync(file);
      if (st && st.isDirectory()) {
        if (!pathname.endsWith('/')) {
          res.writeHead(301, { Location: pathname + '/' }).end();
          done(301, 0);
          return;
        }
        st = fs.statSync(path.join(file, 'index.html'));
        return send(path.join(file, 'index.html'), st);
      }
    } catch {
      st = null;
    }
    if (!st || !st.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      done(404, 0);
      return;
    }
    send(file, st);

    function send(f, s) {
      const etag = `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`;
      const headers = {
        'Content-Type': TYPES[path.extname(f)] || 'application/octet-stream',
        'ETag': etag,
        'Last-Modified': s.mtime.toUTCString(),
        'Cache-Control': 'no-cache',          // revalidate: a rebuilt file is never served stale
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        done(304, 0);
        return;
      }
      headers['Content-Length'] = s.size;
      res.writeHead(200, headers);
      if (req.method === 'HEAD') {
        res.end();
        done(200, 0);
        return;
      }
      fs.createReadStream(f).on('error', () => res.destroy()).pipe(res);
      done(200, s.size);
    }
  });

  // A path under one of the directories, never above it.
  function resolve(pathname) {
    for (const [prefix, dir] of dirs) {
      if (!pathname.startsWith(prefix) && pathname + '/' !== prefix) continue;
      const rel = pathname.slice(prefix.length);
      const f = path.resolve(dir, '.' + path.posix.normalize('/' + rel));
      if (f === dir || f.startsWith(dir + path.sep)) return f;
      return null;
    }
    return null;
  }

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = server.address();
      resolvePromise({
        server,
        port: addr.port,
        url: `http://${host}:${addr.port}/`,
        get bytesSent() { return counters.bytesSent; },
        get requests() { return counters.requests; },
        resetCounters() { counters.bytesSent = 0; counters.requests = []; },
        close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }),
      });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let port = 0;
  let root = null;
  const mounts = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--port') port = Number(args[++i]);
    else if (a.includes('=')) { const [p, d] = a.split('='); mounts[p] = d; }
    else if (!root) root = a;
    else { console.error(`serve.mjs: unexpected argument ${a}`); process.exit(2); }
  }
  if (!root) { console.error('usage: node scripts/serve.mjs [--port N] DIR [/prefix/=DIR ...]'); process.exit(2); }
  if (!Number.isInteger(port) || port < 0 || port > 65535) { console.error('serve.mjs: --port takes 0..65535'); process.exit(2); }
  const srv = await serveStatic({ root, mounts, port });
  console.log(`Serving ${path.resolve(root)} at ${srv.url} (Ctrl+C stops)`);
}
