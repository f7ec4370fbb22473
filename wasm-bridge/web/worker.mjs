// worker.mjs: the VM in a worker (a module Web Worker in the page, or a worker_threads worker under
// Node), driven by wasm-bridge/browser.mjs or wasm-bridge/node-worker.mjs through messages. It loads
// the browser build (build/wasm/web/vitrine-web.*), installs the class library under /jdk (fetched in
// the browser; the host's image mounted under Node), writes the page's files, runs main in slices
// (slice-driver.mjs), streams stdout/stderr after each slice, feeds System.in from the page, and
// between slices serves calls on the Debugger and on a JVMTI environment by name, so that every
// method (the views' ones added later too) and every JVMTI function is reachable without a list here.
//
// Tools: JavaScript JVMTI clients that run here, beside the VM, with synchronous event handlers (as
// Node's startVitrine({ jvmti })): each module's default export is called in the OnLoad phase with
// the JvmtiBridge and { options, post(message), onMessage(listener) }, post sending to the page's
// onToolMessage and onMessage receiving the page's session.toolMessage (between slices).
//
// Messages from the page: start { argv, assets, files, cwd, env, debug, jvmti, sliceMs, javaHome,
// tools }, call { id, target: 'debugger' | 'jvmti' | 'fs' | 'session', method, args }, stdin { data },
// stdin-close, stop { status }, tool { tool, message }. To the page: ready { classLibrary }, output
// { fd, text }, state { state }, event { event, body }, reply { id, result | error }, tool { tool,
// message }, exit { status }, crash { message }, failed { error }.
import { attachStaticAgent } from '../attach-agent.mjs';
import { SliceDriver, isExit, messageChannelTimers, nodeTimers } from '../slice-driver.mjs';
import { loadVm } from './load-vm.mjs';
import { OutputStreams } from './output.mjs';
import { RemoteValues, encodeError } from './remote-values.mjs';

const inNode = typeof process === 'object' && !!(process.versions && process.versions.node);
const JAVA_HOME = '/jdk';

// Methods the page may not call through the proxies: the Debugger's own plumbing.
const NOT_CALLABLE = new Set(['constructor', 'on', 'emit', 'emitLater']);

/** The channel to the page: self in a Web Worker, parentPort in a worker_threads worker. */
async function connect() {
  if (inNode) {
    const { parentPort } = await import('node:worker_threads');
    // A worker_threads worker ends when its event loop is empty (a program waiting for input leaves
    // nothing scheduled): stay until terminated; the host unrefs the worker once the program ends,
    // and until then its files stay readable.
    setInterval(() => {}, 2 ** 30);
    return { post: (m, t) => parentPort.postMessage(m, t), listen: (fn) => parentPort.on('message', fn) };
  }
  return { post: (m, t) => self.postMessage(m, t), listen: (fn) => { self.onmessage = (e) => fn(e.data); } };
}

const port = await connect();
const post = (m, transfer) => port.post(m, transfer);
let run = null;            // the running VM, once started
const early = [];          // messages that came before the VM was up
port.listen((msg) => {
  if (msg.type === 'start') {
    if (run) return;
    start(msg).catch((e) => post({ type: 'failed', error: encodeError(e) }));
  } else if (!run || !run.ready) {
    early.push(msg);
  } else {
    run.handle(msg);
  }
});

async function start(options) {
  if (!Array.isArray(options.argv) || options.argv.some((a) => typeof a !== 'string')) {
    throw new TypeError('argv must be an array of strings (java\'s arguments)');
  }
  const assets = new URL(options.assets);
  const loading = loadVm(assets);
  const image = inNode ? null : openClassLibrary(assets);
  const [{ createVitrineWeb, wasmModule }, classLibrary] = await Promise.all([loading, image]);

  const remote = new RemoteValues();
  let argv = options.argv;
  let bridge = null;
  let dbg = null;
  let jvmtiEnv = null;
  const tools = options.tools || [];
  const toolListeners = tools.map(() => []);
  // The tools' modules are loaded before the VM starts: their OnLoad code runs inside it.
  const toolModules = await Promise.all(tools.map(async (t, i) => {
    let mod;
    try {
      mod = await import(new URL(t.url, assets).href);
    } catch (e) {
      throw new Error(`tools[${i}]: cannot load ${t.url}: ${e && e.message ? e.message : e}`);
    }
    if (typeof mod.default !== 'function') throw new TypeError(`tools[${i}]: ${t.url} has no default export (a function of the JvmtiBridge)`);
    return mod.default;
  }));
  if (options.debug || options.jvmti || tools.length) {
    const { JvmtiBridge, Handle } = await import('../jvmti/jvmti.mjs');
    const DebuggerClass = options.debug ? (await import('../debugger/debugger.mjs')).Debugger : null;
    remote.isHandle = (v) => v instanceof Handle;
    bridge = new JvmtiBridge();
    bridge.onLoadHandlers.push((b) => {
      if (options.jvmti) jvmtiEnv = b.createEnvironment();
      toolModules.forEach((onLoad, i) => onLoad(b, {
        options: tools[i].options,
        post: (message) => { output.flush(); post({ type: 'tool', tool: i, message }); },
        onMessage: (listener) => { toolListeners[i].push(listener); },
      }));
      if (DebuggerClass) {
        dbg = new DebuggerClass(b);
        // Every event the Debugger emits goes to the page (after this slice's output).
        const emit = dbg.emit.bind(dbg);
        dbg.emit = (event, body) => {
          emit(event, body);
          output.flush();
          try {
            post({ type: 'event', event, body: remote.encode(body) });
          } catch (e) {
            post({ type: 'event', event: 'error', body: { event, error: encodeError(e) } });
          }
        };
      }
    });
    argv = ['-agentlib:bridge', ...argv];
  }

  let state = null;
  const setState = (s) => { if (s !== state) { state = s; post({ type: 'state', state: s }); } };
  const output = new OutputStreams((fd, text) => post({ type: 'output', fd, text }));
  let vm = null;
  const driver = new SliceDriver({
    sliceMs: options.sliceMs || 100,
    // Under Node a MessagePort drains its own queue before others: setImmediate lets the host's
    // messages in between slices.
    timers: inNode ? nodeTimers : messageChannelTimers(),
    onEnd: (status) => {
      output.finish();
      setState('ended');
      post({ type: 'exit', status });
    },
    onCrash: (e) => {
      output.finish();
      setState('ended');
      post({ type: 'crash', message: `the VM crashed: ${e && e.message ? e.message : String(e)}` });
    },
    afterSlice: (r) => {
      output.flush();
      if (driver.ended) return;
      if (r === 0) setState('running');
      else if (vm._vitrine_input_waiters()) setState('waiting-input');
      else setState('idle');
    },
  });

  let instantiateFailed = null;
  const failed = new Promise((_, reject) => { instantiateFailed = reject; });
  const created = createVitrineWeb({
    thisProgram: 'vitrine',
    vitrineBridge: bridge,
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(wasmModule, imports).then((instance) => receive(instance, wasmModule), instantiateFailed);
      return {};
    },
    // System.in comes from the page through vitrine_stdin_push; fd 0 itself (read only by a nested
    // interpreter run, which cannot wait) is empty, never the Node process's own stdin.
    stdin: () => null,
    // Emscripten's own messages (an abort's reason); the program's output goes through the devices.
    print: (s) => output.pending.push([1, new TextEncoder().encode(`${s}\n`)]),
    printErr: (s) => output.pending.push([2, new TextEncoder().encode(`${s}\n`)]),
    preRun: [(m) => {
      // An error here would leave the module's start-up hanging: fail the start instead.
      try {
        output.install(m);
        const FS = m.FS;
        if (classLibrary) classLibrary.install(m, JAVA_HOME);
        else mountHostImage(m, options.javaHome);
        for (const [path, data] of Object.entries(options.files || {})) {
          try {
            writeFile(FS, path, data);
          } catch (e) {
            throw new Error(`files: cannot write ${path}: ${describeFsError(e)}`);
          }
        }
        const cwd = options.cwd || '/';
        try {
          FS.mkdirTree(cwd);
          FS.chdir(cwd);
        } catch (e) {
          throw new Error(`cwd ${cwd}: ${describeFsError(e)}`);
        }
        Object.assign(m.ENV, { PWD: cwd }, options.env || {}, { VITRINE_JAVA_HOME: JAVA_HOME });
        if (bridge) bridge.attach(m);
      } catch (e) {
        instantiateFailed(e);
      }
    }],
    onExit: (status) => driver.end(status),
    // Every exit, and uncaught errors in wasm code, come here.
    quit: (status, toThrow) => {
      if (toThrow !== undefined && !isExit(toThrow)) driver.crash(toThrow);
      else driver.end(status);
      throw toThrow;
    },
  });
  vm = await Promise.race([created, failed]);
  driver.attach(vm);
  vm._vitrine_stdin_enable();
  if (bridge) bridge.host = { wake: () => driver.wake() };

  const targets = { debugger: () => dbg, jvmti: () => jvmtiEnv };
  let configured = !options.debug;  // a debug session runs once the page has set its breakpoints
  run = {
    ready: false,
    handle(msg) {
      switch (msg.type) {
        case 'stdin': {
          if (driver.ended) return;
          const data = msg.data;
          const at = vm._vitrine_stdin_staging(data.length);
          vm.HEAPU8.set(data, at);
          vm._vitrine_stdin_push(at, data.length);
          driver.wake();
          return;
        }
        case 'stdin-close':
          if (!driver.ended) { vm._vitrine_stdin_close(); driver.wake(); }
          return;
        case 'stop':
          if (driver.ended) return;
          try { vm._vitrine_request_exit(msg.status); } catch (e) { if (!isExit(e)) driver.crash(e); }
          return;
        case 'call':
          serve(msg);
          return;
        case 'tool':
          for (const l of toolListeners[msg.tool] || []) {
            try {
              l(msg.message);
            } catch (e) {
              post({ type: 'event', event: 'error', body: { event: 'tool', error: encodeError(e) } });
            }
          }
          driver.wake();   // the tool may have resumed a thread
          return;
        default:
          post({ type: 'failed', error: encodeError(new Error(`unknown message ${msg.type}`)) });
      }
    },
  };

  async function serve({ id, target, method, args }) {
    try {
      const result = await call(target, method, args || []);
      post({ type: 'reply', id, result: remote.encode(result) });
    } catch (e) {
      post({ type: 'reply', id, error: encodeError(e) });
    }
  }

  function call(target, method, rawArgs) {
    // release takes the page's { handle: n } itself; every other call gets the Handles back.
    if (target === 'jvmti' && method === 'release') return remote.release(rawArgs[0]);
    const args = remote.decode(rawArgs);
    if (target === 'fs') return fileCall(vm.FS, method, args);
    if (target === 'vm' && method === 'attachAgent') {
      if (driver.ended) throw new Error('attachAgent: the program has ended');
      try {
        return attachStaticAgent(vm, ...args);
      } finally {
        driver.wake();   // Agent_OnAttach may have resumed or started something
      }
    }
    if (target === 'debugger' && method === 'configurationDone') {
      if (!configured) { configured = true; driver.start(); }
      return undefined;
    }
    const get = targets[target];
    if (!get) throw new TypeError(`unknown target ${target}`);
    const obj = get();
    if (!obj) throw new Error(`no ${target} in this session: start it with the '${target === 'debugger' ? 'debug' : 'jvmti'}' option`);
    const fn = typeof method === 'string' && !method.startsWith('_') && !NOT_CALLABLE.has(method) ? obj[method] : undefined;
    if (typeof fn !== 'function') throw new TypeError(`${target}.${method} is not a method`);
    if (driver.ended && target !== 'debugger') throw new Error(`${target}.${method}: the program has ended`);
    return fn.apply(obj, args);
  }

  post({ type: 'ready', classLibrary: classLibrary ? classLibrary.stats : null });
  setState('running');
  try {
    vm.callMain(argv);   // returns once the VM is up and main is ready to run in slices
  } catch (e) {
    if (!isExit(e)) driver.crash(e);
  }
  output.flush();
  run.ready = true;
  for (const msg of early.splice(0)) run.handle(msg);
  if (configured) driver.start();
  else if (!driver.ended) setState('idle');
}

/** The class library for the page: the class pack beside the build (assets/pack/). */
async function openClassLibrary(assets) {
  const { openClassPack } = await import('./class-pack.mjs');
  return openClassPack(new URL('pack/', assets));
}

/** Under Node: the host's image (javaHome, a directory) mounted read-only at /jdk. */
function mountHostImage(m, javaHome) {
  if (!javaHome) throw new Error('javaHome (a class library image on the host) is needed under Node');
  m.FS.mkdirTree(JAVA_HOME);
  m.FS.mount(m.FS.filesystems.NODEFS, { root: javaHome }, JAVA_HOME);
}

function writeFile(FS, path, data) {
  if (typeof path !== 'string' || !path.startsWith('/')) throw new TypeError(`file path ${path} must be absolute`);
  if (typeof data !== 'string' && !(data instanceof Uint8Array)) throw new TypeError(`file ${path}: its data must be a string or a Uint8Array`);
  const dir = path.slice(0, path.lastIndexOf('/'));
  if (dir) {
    FS.mkdirTree(dir);
    if (!FS.isDir(FS.stat(dir).mode)) throw new Error(`${dir} is a file, not a directory`);
  }
  FS.writeFile(path, data);
}

// errno numbers of Emscripten's FS errors that files produce, by name.
const ERRNO = { 44: 'ENOENT (no such file or directory)', 31: 'EISDIR (is a directory)', 54: 'ENOTDIR (not a directory)',
  20: 'EEXIST (file exists)', 2: 'EACCES (permission denied)', 63: 'EPERM (operation not permitted)' };

/** An Emscripten FS error by its errno's name; other errors by their message. */
function describeFsError(e) {
  if (e && typeof e.errno === 'number') return ERRNO[e.errno] || `errno ${e.errno}`;
  return e && e.message ? e.message : String(e);
}

/** readFile(path) -> Uint8Array, writeFile(path, data): the VM's in-memory files. */
function fileCall(FS, method, [path, data]) {
  try {
    if (method === 'readFile') return FS.readFile(path);
    if (method === 'writeFile') { writeFile(FS, path, data); return undefined; }
  } catch (e) {
    if (e instanceof TypeError) throw e;
    throw new Error(`${method} ${path}: ${describeFsError(e)}`);
  }
  throw new TypeError(`fs.${method} is not a method`);
}
