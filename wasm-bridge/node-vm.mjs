// node-vm.mjs: Vitrine's WebAssembly build as a Node module. startVitrine() loads the VM, runs a
// `java` command line and drives it from the event loop: the program runs in slices (vm/slice.c),
// System.in is read asynchronously and pushed to the VM, and the returned controller can pause,
// resume or stop the program (the slice driver is slice-driver.mjs, shared with the browser's worker).
// bin/vitrine.mjs is the command-line launcher built on it.
//
// stdout, stderr, the working directory and the host's files are the real ones (the build uses
// NODERAWFS): the VM's output goes straight to file descriptors 1 and 2.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import { attachStaticAgent } from './attach-agent.mjs';
import { loadSnapshot, restoreSnapshot, snapshotRequest } from './snapshot.mjs';
import { JvmtiBridge } from './jvmti/jvmti.mjs';
import { SliceDriver, isExit, nodeTimers } from './slice-driver.mjs';

// No V8 flags: the interpreter's loop returns to JavaScript between slices, so V8's dynamic tiering
// replaces its baseline (Liftoff) code with optimised code at the next slice. (Before slicing, the
// launcher compiled everything optimised up front with --no-liftoff; now that costs 0.15-0.25 s of
// start-up and gains nothing: docs/PERFORMANCE.md.)

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Write to the real file descriptors synchronously; never through process.stdout/stderr, whose
// streams may be asynchronous and may set the descriptors non-blocking under the VM's own writes.
export function writeFd(fd, text) {
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

// The native VM takes $JAVA_HOME only if it is a JDK 17 (its release file says so); so does Node.
function isJdk17(home) {
  try {
    return /^JAVA_VERSION="17[."]/m.test(fs.readFileSync(path.join(home, 'release'), 'utf8'));
  } catch {
    return false;
  }
}

/**
 * The class library image the VM reads under Node: $VITRINE_WASM_JAVA_HOME if set; else, unless
 * `small` (or $VITRINE_WASM_SMALL_IMAGE=1), the host's JDK 17 as the native VM finds it ($JAVA_HOME,
 * then Debian's path), so that every module (java.xml, java.sql, jdk.compiler...) is there; else the
 * build's small image <wasmDir>/jdk, which is also what the browser gets.
 */
export function defaultJavaHome({ small = false, wasmDir } = {}) {
  if (process.env.VITRINE_WASM_JAVA_HOME) return path.resolve(process.env.VITRINE_WASM_JAVA_HOME);
  const dir = path.resolve(wasmDir || process.env.VITRINE_WASM_DIR || path.join(repoRoot, 'build', 'wasm'));
  if (!small && process.env.VITRINE_WASM_SMALL_IMAGE !== '1') {
    for (const home of [process.env.JAVA_HOME, '/usr/lib/jvm/java-17-openjdk-amd64']) {
      if (home && fs.existsSync(path.join(home, 'lib', 'modules')) && isJdk17(home)) return path.resolve(home);
    }
  }
  return path.join(dir, 'jdk');
}

/**
 * Starts the VM on `argv` (java's arguments, without the program name).
 * Options: wasmDir (default $VITRINE_WASM_DIR or <repo>/build/wasm), javaHome (default
 * defaultJavaHome(): the host's JDK image), env (the VM's environment, default the host's),
 * stdin (a readable stream fed to System.in, default process.stdin; null: none),
 * sliceMs (time per slice, default 100), onExit(status) (default process.exit),
 * onCrash(error) (a trap or abort in wasm code; default: message and exit 134), onIdle() (called
 * after a slice in which no thread could run: every thread waits for a timer, input, or to be
 * resumed after a JVMTI agent suspended it; suspendedThreads() tells how many are suspended),
 * jvmti(bridge, options) (JVMTI for JavaScript: the bridge's agent is loaded and this is called in
 * the OnLoad phase with its JvmtiBridge (wasm-bridge/jvmti/jvmti.mjs), where it makes its
 * environments; a throw stops start-up as a failing Agent_OnLoad does).
 * Returns a controller: { pause(), resume(), stop(status), suspendedThreads(), resumeThreads(),
 * resumeThread(id), get slices(), get paused(), get fromSnapshot() }.
 */
export async function startVitrine(argv, options = {}) {
  const wasmDir = path.resolve(options.wasmDir || process.env.VITRINE_WASM_DIR || path.join(repoRoot, 'build', 'wasm'));
  const javaHome = path.resolve(options.javaHome || defaultJavaHome({ wasmDir }));
  const onExit = options.onExit || ((status) => process.exit(status));
  const onCrash = options.onCrash || ((e) => {
    writeFd(2, 'vitrine: fatal error in the WebAssembly VM: ' + ((e && e.stack) ? e.stack : String(e)) + '\n');
    process.exit(134);
  });
  const sliceMs = options.sliceMs || 100;
  const stdin = options.stdin === undefined ? process.stdin : options.stdin;

  let bridge = null;
  if (options.jvmti) {
    bridge = new JvmtiBridge();
    bridge.onLoadHandlers.push(options.jvmti);
    argv = ['-agentlib:bridge', ...argv];
  }

  const glue = path.join(wasmDir, 'vitrine.js');
  const wasmFile = path.join(wasmDir, 'vitrine.wasm');
  if (!fs.existsSync(glue) || !fs.existsSync(wasmFile)) {
    throw new Error(`${glue} or vitrine.wasm is missing: build them with 'make wasm'`);
  }

  // The VM's environment: exactly the host's, plus VITRINE_JAVA_HOME. Emscripten supplies defaults
  // for USER, LOGNAME, PATH, PWD, HOME, LANG and _; unset the ones the host does not have (undefined
  // deletes), so that System.getenv() is the same as natively.
  const env = { ...(options.env || process.env), VITRINE_JAVA_HOME: javaHome };
  for (const name of ['USER', 'LOGNAME', 'PATH', 'PWD', 'HOME', 'LANG', '_']) {
    if (!(name in env)) env[name] = undefined;
  }

  const driver = new SliceDriver({
    sliceMs,
    timers: nodeTimers,
    onEnd: (status) => {
      if (stdin) stdin.pause();
      onExit(status);
    },
    onCrash,
    onIdle: options.onIdle || null,
  });
  const end = (status) => driver.end(status);

  // Start from the build's snapshot unless something rules it out (snapshot.mjs, docs/SNAPSHOT.md).
  const wasmBinary = fs.readFileSync(wasmFile);
  const request = snapshotRequest(argv, env);
  let snapshot = null;
  if (request.share !== 'off') {
    const found = request.blocker ? { reason: `${request.blocker} needs the normal start` } : loadSnapshot(wasmDir, wasmBinary, javaHome);
    snapshot = found.snapshot || null;
    if (!snapshot && request.share === 'on') return unusableSnapshot(found.reason);
  }

  let vm;
  let fromSnapshot = false;
  const createVitrine = createRequire(import.meta.url)(glue);
  const instantiate = () => createVitrine({
    wasmBinary,
    thisProgram: 'vitrine',
    vitrineBridge: bridge,
    print: (s) => writeFd(1, s + '\n'),   // Emscripten's own messages only; C stdio writes fd 1/2
    printErr: (s) => writeFd(2, s + '\n'),
    preRun: [(m) => { Object.assign(m.ENV, env); if (bridge) bridge.attach(m); }],
    onExit: (status) => end(status),      // the runtime really ends (exit())
    // Called for every exit and for uncaught errors in wasm code.
    quit: (status, toThrow) => {
      if (toThrow !== undefined && !isExit(toThrow)) driver.crash(toThrow);
      else end(status);
      throw toThrow;
    },
  });
  try {
    vm = await instantiate();
    // a VM that refuses the restored state spoils its instance: a fresh one starts normally
    fromSnapshot = !!snapshot && restoreSnapshot(vm, snapshot);
    if (snapshot && !fromSnapshot) {
      if (request.share === 'on') return unusableSnapshot('The VM could not resume from the shared archive file');
      vm = await instantiate();
    }
  } catch (e) {
    if (isExit(e)) {
      end(typeof e.status === 'number' ? e.status : 0);
      return controller();
    }
    driver.crash(e);
    return controller();
  }
  driver.attach(vm);

  const wake = () => driver.wake();

  if (bridge) bridge.host = { wake };

  // System.in: read asynchronously and pushed to the VM, so that a thread waiting for input lets the
  // others run and the event loop stays free.
  if (stdin) {
    vm._vitrine_stdin_enable();
    stdin.on('data', (chunk) => {
      if (driver.ended) return;
      const ptr = vm._vitrine_stdin_staging(chunk.length);
      vm.HEAPU8.set(chunk, ptr);
      vm._vitrine_stdin_push(ptr, chunk.length);
      wake();
    });
    const close = () => { if (!driver.ended) { vm._vitrine_stdin_close(); wake(); } };
    stdin.on('end', close);
    stdin.on('error', close);
  }

  // -Xshare:on and no usable snapshot: HotSpot's words and status 1.
  function unusableSnapshot(reason) {
    writeFd(1, `An error has occurred while processing the shared archive file.\n${reason}.\n`);
    writeFd(2, 'Error occurred during initialization of VM\nUnable to use shared archive.\n');
    end(1);
    return controller();
  }

  function controller() {
    return {
      /** Stops running slices; the program keeps its state. */
      pause() { driver.pause(); },
      /** Continues a paused program. */
      resume() { driver.resume(); },
      /** Resumes the suspended thread whose Thread.getId() is id (vitrine_resume_thread); 1 if it was. */
      resumeThread(id) {
        if (driver.ended) return 0;
        // a jlong argument reaches JavaScript as two 32-bit halves (the build has no WASM_BIGINT)
        const n = vm._vitrine_resume_thread(id % 2 ** 32, Math.floor(id / 2 ** 32));
        wake();
        return n;
      },
      /** How many threads a JVMTI agent has suspended (vitrine_suspended_threads). */
      suspendedThreads() { return driver.ended ? 0 : vm._vitrine_suspended_threads(); },
      /** Resumes every thread a JVMTI agent suspended (vitrine_resume_all); returns how many. */
      resumeThreads() {
        if (driver.ended) return 0;
        const n = vm._vitrine_resume_all();
        wake();
        return n;
      },
      /** Posts JVMTI's DataDumpRequest (vitrine_data_dump_request); true if an agent was sent it. */
      dataDumpRequest() { return !driver.ended && vm._vitrine_data_dump_request() === 1; },
      /**
       * Live attach of a statically linked JVMTI agent (vitrine_attach_agent): calls the agent's
       * Agent_OnAttach_<name>(options) now, between slices, in the live phase. Answers its result (0:
       * attached), or -1 (JNI_ERR) when the program has no such agent or the VM does not run.
       */
      attachAgent(name, options = null) {
        if (driver.ended) return -1;
        try {
          return attachStaticAgent(vm, name, options);
        } finally {
          wake(); // Agent_OnAttach may have resumed or started something
        }
      },
      /** Ends the program at once with exit status `status` (no shutdown hooks run). */
      stop(status = 143) {
        if (driver.ended) return;
        try { vm._vitrine_request_exit(status); } catch (e) { if (!isExit(e)) driver.crash(e); }
      },
      /** True when the VM started from the build's snapshot (docs/SNAPSHOT.md). */
      get fromSnapshot() { return fromSnapshot; },
      get slices() { return driver.slices; },
      get paused() { return driver.paused; },
      get ended() { return driver.ended; },
    };
  }

  // main() returns once the VM is up and main is ready to run in slices (or ends the VM itself).
  try {
    vm.callMain(argv);
  } catch (e) {
    if (!isExit(e)) driver.crash(e);
  }
  driver.start();
  return controller();
}
