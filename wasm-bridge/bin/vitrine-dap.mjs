#!/usr/bin/env node
// vitrine-dap.mjs: a Debug Adapter Protocol adapter for Java programs on Vitrine's WebAssembly build
// (wasm-bridge/dap/adapter.mjs). It speaks DAP on stdin/stdout, or, with --port, accepts DAP
// connections on 127.0.0.1 (one session per connection; port 0 picks a free port, printed as
// "listening on 127.0.0.1:PORT").
//
//   node wasm-bridge/bin/vitrine-dap.mjs [--port N]
//
// VITRINE_WASM_DIR names the VM's build (default <repo>/build/wasm), as for bin/vitrine.mjs.
import net from 'node:net';

import { DapAdapter } from '../dap/adapter.mjs';
import { DapConnection } from '../dap/protocol.mjs';

const args = process.argv.slice(2);
let port = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--port' && i + 1 < args.length) port = Number(args[++i]);
  else {
    process.stderr.write(`vitrine-dap: unknown argument ${args[i]}\nusage: node wasm-bridge/bin/vitrine-dap.mjs [--port N]\n`);
    process.exit(2);
  }
}

if (port === null) {
  const adapter = new DapAdapter(new DapConnection(process.stdin, process.stdout));
  process.stdin.on('end', () => { adapter.kill(); process.exit(0); });
} else {
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write('vitrine-dap: --port takes 0..65535\n');
    process.exit(2);
  }
  const server = net.createServer((socket) => {
    const adapter = new DapAdapter(new DapConnection(socket, socket));
    socket.on('close', () => adapter.kill());
    socket.on('error', () => adapter.kill());
  });
  server.listen(port, '127.0.0.1', () => {
    process.stdout.write(`listening on 127.0.0.1:${server.address().port}\n`);
  });
}
