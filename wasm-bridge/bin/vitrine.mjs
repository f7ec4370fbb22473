#!/usr/bin/env node
// vitrine.mjs: run Vitrine's WebAssembly build under Node with a `java` command line.
//
//   node wasm-bridge/bin/vitrine.mjs [java options] MainClass [args...]
//
// stdin, stdout, stderr, the working directory and the host's files are the real ones (the build
// uses NODERAWFS). The VM sees the host's environment plus VITRINE_JAVA_HOME, the class library image:
// the host's JDK 17 (all its modules, as natively), or the build's small image build/wasm/jdk. The
// process exits with the VM's status: main's return value, System.exit(n), 1 after an uncaught
// exception; 134 if the WebAssembly code itself crashes (trap, abort, C stack
// overflow), with a message on stderr. The program runs in slices from the event loop and System.in
// is read asynchronously (wasm-bridge/node-vm.mjs).
//
// Environment of this launcher (all optional):
//   VITRINE_WASM_DIR        directory of vitrine.js / vitrine.wasm (default <repo>/build/wasm)
//   VITRINE_WASM_JAVA_HOME  class library image for the VM (default: the host's JDK 17 found as the
//                           native VM finds it, $JAVA_HOME or /usr/lib/jvm/java-17-openjdk-amd64)
//   VITRINE_WASM_SMALL_IMAGE=1  use the small image $VITRINE_WASM_DIR/jdk instead
//
// -agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=... debugs the program over JDWP as
// with HotSpot, served by the bridge's JDWP server (wasm-bridge/jdwp/, docs/JDWP.md).
import { startVitrine, writeFd } from '../node-vm.mjs';
import { findJdwpOption, startWithJdwp } from '../jdwp/launch.mjs';

try {
  const args = process.argv.slice(2);
  if (findJdwpOption(args) >= 0) await startWithJdwp(args);
  else await startVitrine(args);
} catch (e) {
  writeFd(2, 'vitrine: ' + (e && e.message ? e.message : String(e)) + '\n');
  process.exit(1);
}
