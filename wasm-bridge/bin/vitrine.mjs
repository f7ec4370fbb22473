#!/usr/bin/env node
// vitrine.mjs: run Vitrine's WebAssembly build under Node with a `java` command line.
//
//   node wasm-bridge/bin/vitrine.mjs [java options] MainClass [args...]
//
// stdin, stdout, stderr, the working directory and the host's files are the real ones (the build
// uses NODERAWFS). The VM sees the host's environment plus VITRINE_JAVA_HOME, the class library image
// (build/wasm/jdk). The process exits with the VM's status: main's return value, System.exit(n), 1
// after an uncaught exception; 134 if the WebAssembly code itself crashes (trap, abort, C stack
// overflow), with a message on stderr.
//
// Environment of this launcher (all optional):
//   VITRINE_WASM_DIR        directory of vitrine.js / vitrine.wasm (default <repo>/build/wasm)
//   VITRINE_WASM_JAVA_HOME  class library image for the VM (default $VITRINE_WASM_DIR/jdk)
import fs from 'node:fs';
import v8 from 'node:v8';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// The interpreter's loop is one long-running wasm function: V8 cannot replace its baseline (Liftoff)
// code with optimised code while it runs, so a CPU-bound program would stay on baseline code. Compile
// optimised code from the start (costs ~0.1 s at start-up, saves 2-3x on long runs). Set before the
// module is compiled. (In browsers, where flags cannot be set, the sliced scheduler of the threads
// work returns to JavaScript regularly, which lets V8 tier up.)
v8.setFlagsFromString('--no-liftoff');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const wasmDir = path.resolve(process.env.VITRINE_WASM_DIR || path.join(repoRoot, 'build', 'wasm'));
const javaHome = path.resolve(process.env.VITRINE_WASM_JAVA_HOME || path.join(wasmDir, 'jdk'));

// Write to the real file descriptors synchronously; never through process.stdout/stderr, whose
// streams may be asynchronous and may set the descriptors non-blocking under the VM's own writes.
function writeFd(fd, text) {
  const buf = Buffer.from(text);
  let off = 0;
  while (off < buf.length) {
    try {
      off += fs.writeSync(fd, buf, off, buf.length - off);
    } catch (e) {
      if (e.code !== 'EAGAIN') return;
    }
  }
}
const errLine = (s) => writeFd(2, s + '\n');

function fatal(message, status) {
  errLine('vitrine: ' + message);
  process.exit(status);
}

const glue = path.join(wasmDir, 'vitrine.js');
const wasmFile = path.join(wasmDir, 'vitrine.wasm');
if (!fs.existsSync(glue) || !fs.existsSync(wasmFile)) {
  fatal(`${glue} or vitrine.wasm is missing: build them with 'make wasm'`, 1);
}

// The VM's environment: exactly the host's, plus VITRINE_JAVA_HOME. Emscripten supplies defaults for
// USER, LOGNAME, PATH, PWD, HOME, LANG and _; unset the ones the host does not have (undefined
// deletes), so that System.getenv() is the same as natively.
const env = { ...process.env, VITRINE_JAVA_HOME: javaHome };
for (const name of ['USER', 'LOGNAME', 'PATH', 'PWD', 'HOME', 'LANG', '_']) {
  if (!(name in env)) env[name] = undefined;
}

let exiting = false;
const isExit = (e) => e === 'unwind' || (e && typeof e === 'object' && e.name === 'ExitStatus');

function crash(e) {
  const what = (e && e.stack) ? e.stack : String(e);
  fatal('fatal error in the WebAssembly VM: ' + what, 134);
}

let vm;
try {
  const createVitrine = createRequire(import.meta.url)(glue);
  vm = await createVitrine({
    wasmBinary: fs.readFileSync(wasmFile),
    thisProgram: 'vitrine',
    print: (s) => writeFd(1, s + '\n'),   // Emscripten's own messages only; C stdio writes fd 1/2
    printErr: errLine,
    preRun: [(m) => { Object.assign(m.ENV, env); }],
    onExit: () => { exiting = true; },    // the runtime really ends (not kept alive)
    // Called for every exit and for uncaught errors in wasm code.
    quit: (status, toThrow) => {
      if (toThrow !== undefined && !isExit(toThrow)) crash(toThrow);
      if (exiting) process.exit(status);
      // The runtime is kept alive (work pending on the event loop): Emscripten's default behaviour.
      process.exitCode = status;
      throw toThrow;
    },
  });
} catch (e) {
  if (isExit(e)) process.exit(typeof e.status === 'number' ? e.status : process.exitCode ?? 0);
  crash(e);
}

// System.in: read asynchronously and handed to the VM (vm/slice.c), so that a thread waiting for input
// lets the others run and the event loop stays free.
let waitingInput = false;
let next = null; // the pending setImmediate/setTimeout of the pump
function inputArrived() {
  if (exiting) return;
  if (waitingInput || next) {
    waitingInput = false;
    if (next) { clearTimeout(next); clearImmediate(next); }
    next = setImmediate(pump);
  }
}
vm._vitrine_stdin_enable();
process.stdin.on('data', (chunk) => {
  const ptr = vm._vitrine_stdin_staging(chunk.length);
  vm.HEAPU8.set(chunk, ptr);
  vm._vitrine_stdin_push(ptr, chunk.length);
  inputArrived();
});
process.stdin.on('end', () => { vm._vitrine_stdin_close(); inputArrived(); });
process.stdin.on('error', () => { vm._vitrine_stdin_close(); inputArrived(); });

// The program runs in slices (vm/slice.c): main() returns to here once the VM is up and main is ready,
// then each slice runs for up to SLICE_MS and says when to come back.
const SLICE_MS = 100;
function pump() {
  next = null;
  let r;
  try {
    r = vm._vitrine_run_slice(SLICE_MS);
  } catch (e) {
    if (!isExit(e)) crash(e);
    return;
  }
  if (r === 0) next = setImmediate(pump);
  else if (r > 0) next = setTimeout(pump, r);
  else if (r === -1) waitingInput = true;
}

try {
  vm.callMain(process.argv.slice(2));
} catch (e) {
  if (!isExit(e)) crash(e);
}
if (!exiting) pump();
