// index.mjs: the public entry of the `vitrine` package under Node (package.json "exports"): the VM as a
// Node module (node-vm.mjs), the VM in a worker_threads worker (node-worker.mjs) and JVMTI in
// JavaScript (jvmti/jvmti.mjs). docs/BRIDGE.md documents them.
export { startVitrine, defaultJavaHome } from './node-vm.mjs';
export { startVitrineWorker } from './node-worker.mjs';
export { JvmtiBridge, Jvmti, Handle, JvmtiError, constants, errors, capabilities, jvmtiInterface } from './jvmti/jvmti.mjs';
