// data-dump-host.mjs: runs a java command line on the WebAssembly VM (VITRINE_WASM_DIR) and asks for
// JVMTI's DataDumpRequest from the host (vitrine_data_dump_request) between slices until an agent was
// sent it, once; for node-tests/jvmti-general.test.mjs.
//
//   node node-tests/bridge/data-dump-host.mjs [java arguments...]
import { startVitrine } from '../../wasm-bridge/node-vm.mjs';

let vm = null;
const timer = setInterval(() => {
    if (vm && vm.dataDumpRequest()) clearInterval(timer);
}, 20);
vm = await startVitrine(process.argv.slice(2), {
    stdin: null,
    onExit: (status) => {
        clearInterval(timer);
        process.exit(status);
    },
});
