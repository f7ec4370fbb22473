#!/usr/bin/env node
// vitrine-jdwp-relay.mjs: a JDWP relay between a debugger and the VM in a web page (wasm-bridge/jdwp/relay.mjs).
//
//   node wasm-bridge/bin/vitrine-jdwp-relay.mjs [--port N] [--ws-port M]
//
// prints the WebSocket URL the page's JDWP tool connects to (wasm-bridge/jdwp/web-tool.mjs, tool option
// `relay`) and, as HotSpot does, "Listening for transport dt_socket at address: N", the port jdb or an
// IDE attaches to (docs/JDWP.md, "In the browser"). Runs until interrupted.
import { startRelay } from '../jdwp/relay.mjs';

const args = process.argv.slice(2);
const value = (name) => { const i = args.indexOf(name); return i >= 0 ? Number(args[i + 1]) : 0; };
const relay = await startRelay({ jdwpPort: value('--port'), wsPort: value('--ws-port') });
process.stdout.write(`WebSocket for the page: ${relay.wsUrl}\nListening for transport dt_socket at address: ${relay.jdwpPort}\n`);
