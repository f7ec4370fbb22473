// run.mjs: runs a java command line on the WebAssembly VM with a JavaScript JVMTI client, for the
// bridge's tests (node-tests/bridge-jvmti.test.mjs spawns it, since the VM writes to the process's own
// file descriptors 1 and 2):
//
//   node node-tests/bridge/run.mjs <client module> [java arguments...]
//
// The client module's default export is called in the OnLoad phase with the JvmtiBridge; the process
// ends with the VM's exit status.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

import { startVitrine } from '../../wasm-bridge/node-vm.mjs';

const [client, ...argv] = process.argv.slice(2);
const { default: onLoad } = await import(pathToFileURL(resolve(client)).href);
await startVitrine(argv, { stdin: null, jvmti: onLoad });
