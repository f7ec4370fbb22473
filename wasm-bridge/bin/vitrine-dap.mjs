#!/usr/bin/env node
// vitrine-dap.mjs: a Debug Adapter Protocol adapter for Java programs on Vitrine's WebAssembly build
// (wasm-bridge/dap/adapter.mjs). It speaks DAP on stdin/stdout, or, with --port, accepts DAP
// connections on 127.0.0.1 (one session per connection; port 0 picks a free port, printed as
// "listening on 127.0.0.1:PORT").
//
//   node wasm-bridge/bin/vitrine-dap.mjs [--port N]
//
// With --debuggee it runs a Java program for an adapter to attach to instead (a launch.json "attach"
// configuration): the program waits for the adapter (unless --suspend n), listening on [host:]port
// (host 127.0.0.1 by default; port 0 takes a free one), printed as "Listening for a debug adapter at
// HOST:PORT"; its input and output are this process's.
//
//   node wasm-bridge/bin/vitrine-dap.mjs --debuggee [host:]port [--suspend y|n] <java arguments...>
//
// VITRINE_WASM_DIR names the VM's build (default <repo>/build/wasm), as for bin/vitrine.mjs.
import net from 'node:net';

import { DapAdapter } from '../dap/adapter.mjs';
import { listenForAdapter } from '../dap/debuggee.mjs';
import { DapConnection } from '../dap/protocol.mjs';

const USAGE = 'usage: node wasm-bridge/bin/vitrine-dap.mjs [--port N]\n'
  + '       node wasm-bridge/bin/vitrine-dap.mjs --debuggee [host:]port [--suspend y|n] <java arguments...>\n';
const fail = (message) => {
  process.stderr.write(`vitrine-dap: ${message}\n${USAGE}`);
  process.exit(2);
};

const args = process.argv.slice(2);
let port = null;
if (args[0] === '--debuggee') {
  if (args.length < 2) fail('--debuggee needs an address');
  let rest = args.slice(2);
  let suspend = true;
  if (rest[0] === '--suspend') {
    if (rest[1] !== 'y' && rest[1] !== 'n') fail('--suspend takes y or n');
    suspend = rest[1] === 'y';
    rest = rest.slice(2);
  }
  if (!rest.length) fail('--debuggee needs the program: java\'s arguments');
  try {
    listenForAdapter(rest, args[1], { suspend });
  } catch (e) {
    fail(e.message);
  }
} else {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--port' && i + 1 < args.length) port = Number(args[++i]);
    else fail(`unknown argument ${args[i]}`);
  }
  serve();
}

function serve() {
  if (port === null) {
    const adapter = new DapAdapter(new DapConnection(process.stdin, process.stdout));
    process.stdin.on('end', () => adapter.kill().then(() => process.exit(0)));
  } else {
    if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port takes 0..65535');
    const server = net.createServer((socket) => {
      const adapter = new DapAdapter(new DapConnection(socket, socket));
      socket.on('close', () => adapter.kill());
      socket.on('error', () => adapter.kill());
    });
    server.listen(port, '127.0.0.1', () => {
      process.stdout.write(`listening on 127.0.0.1:${server.address().port}\n`);
    });
  }
}
