// session.mjs: the page's side of a VM running in a worker (wasm-bridge/web/worker.mjs): the session
// object of the page API (docs/BRIDGE.md, "In the browser"), shared by wasm-bridge/browser.mjs (a Web
// Worker) and wasm-bridge/node-worker.mjs (a worker_threads worker). Calls on session.debugger and
// session.jvmti become messages; the worker answers them between slices.
import { decodeError } from './remote-values.mjs';

const STATES = ['starting', 'running', 'waiting-input', 'idle', 'ended'];

/**
 * Starts the VM in `worker` ({ post(message), listen(fn), onError(fn), terminate(), and optionally
 * keepAlive(needed): whether the host must stay up for it: the program runs, or a call waits for its
 * answer }) and resolves to
 * the session once the VM is loaded (rejects with the reason when it cannot be: a missing file, bad
 * arguments). `start`: the worker's start message (argv, assets, files, ...); `options`: the callbacks.
 */
export function startSession(worker, start, options) {
  const { stdout = () => {}, stderr = () => {}, onExit = () => {}, onCrash = () => {}, onState = () => {}, onToolMessage = () => {} } = options;
  const pending = new Map();     // call id -> { resolve, reject }
  const listeners = new Map();   // debugger event -> [listener]
  let nextId = 1;
  let ended = false;
  let terminated = false;
  let settleExit;
  const exited = new Promise((resolve) => { settleExit = resolve; });
  let ready;
  let failed;
  const started = new Promise((resolve, reject) => { ready = resolve; failed = reject; });

  const keepAlive = () => { if (worker.keepAlive) worker.keepAlive(!ended || pending.size > 0); };
  const finish = (status) => {
    if (ended) return;
    ended = true;
    // The files stay readable after the end; calls on the debugger and JVMTI get no answer.
    for (const [id, { target, reject }] of pending) {
      if (target !== 'fs') { pending.delete(id); reject(new Error('the program has ended')); }
    }
    keepAlive();
    settleExit(status);
  };

  const call = (target, method, args) => {
    if (terminated) return Promise.reject(new Error(`${target}.${method}: the worker was terminated`));
    if (ended && target !== 'fs') return Promise.reject(new Error(`${target}.${method}: the program has ended`));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { target, resolve, reject });
      keepAlive();
      worker.post({ type: 'call', id, target, method, args });
    });
  };

  const proxy = (target, extra) => new Proxy(Object.create(null), {
    get(_, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;  // not a thenable
      if (name in extra) return extra[name];
      return (...args) => call(target, name, args);
    },
  });

  const session = {
    exited,
    classLibrary: null,
    stdin: {
      /** Sends text (UTF-8) or bytes to System.in. */
      write(data) {
        if (typeof data === 'string') data = new TextEncoder().encode(data);
        else if (!(data instanceof Uint8Array)) throw new TypeError('stdin.write takes a string or a Uint8Array');
        if (!ended) worker.post({ type: 'stdin', data });
      },
      /** Ends System.in: a read then sees the end of the stream. */
      close() { if (!ended) worker.post({ type: 'stdin-close' }); },
    },
    /** Ends the program at once with `status` (no shutdown hooks). */
    stop(status = 143) {
      if (!Number.isInteger(status)) throw new TypeError('stop(status): status must be an integer');
      if (!ended) worker.post({ type: 'stop', status });
    },
    /** Kills the worker; `exited` resolves with 137 if the program had not ended. */
    terminate() {
      terminated = true;
      worker.terminate();
      if (!ended) { onState('ended'); finish(137); }
      for (const { reject } of pending.values()) reject(new Error('the worker was terminated'));
      pending.clear();
      keepAlive();
    },
    /**
     * Live attach of a JVMTI agent linked statically into the program: its Agent_OnAttach_<name>(options)
     * runs between slices; resolves to its result (0: attached), or -1 when the program links no such
     * agent.
     */
    attachAgent: (name, options = null) => call('vm', 'attachAgent', [name, options]),
    /** A file of the VM's in-memory file system. */
    readFile: (path) => call('fs', 'readFile', [path]),
    /** Writes a file (string or bytes) into the VM's file system, making its directories. */
    writeFile: (path, data) => call('fs', 'writeFile', [path, data]),
    debugger: start.debug ? proxy('debugger', {
      on(event, listener) {
        if (!listeners.has(event)) listeners.set(event, []);
        listeners.get(event).push(listener);
        return session.debugger;
      },
      off(event, listener) {
        const l = listeners.get(event) || [];
        const i = l.indexOf(listener);
        if (i >= 0) l.splice(i, 1);
        return session.debugger;
      },
    }) : null,
    jvmti: start.jvmti ? proxy('jvmti', {}) : null,
    /** Sends a message (structured-cloneable) to the tool `tool` (its index in options.tools). */
    toolMessage(message, tool = 0) {
      if (!Number.isInteger(tool) || tool < 0 || tool >= start.tools.length) throw new RangeError(`toolMessage: no tool ${tool}`);
      if (!ended) worker.post({ type: 'tool', tool, message });
    },
  };

  worker.listen((msg) => {
    switch (msg.type) {
      case 'ready':
        session.classLibrary = msg.classLibrary;
        ready(session);
        break;
      case 'failed':
        worker.terminate();
        if (!ended) { onState('ended'); finish(1); }
        failed(decodeError(msg.error));
        break;
      case 'output':
        (msg.fd === 2 ? stderr : stdout)(msg.text);
        break;
      case 'state':
        if (STATES.includes(msg.state)) onState(msg.state);
        break;
      case 'event':
        for (const l of listeners.get(msg.event) || []) {
          try { l(msg.body); } catch (e) { setTimeout(() => { throw e; }); }
        }
        break;
      case 'tool':
        try { onToolMessage(msg.message, msg.tool); } catch (e) { setTimeout(() => { throw e; }); }
        break;
      case 'reply': {
        const p = pending.get(msg.id);
        if (!p) break;
        pending.delete(msg.id);
        keepAlive();
        if (msg.error) p.reject(decodeError(msg.error));
        else p.resolve(msg.result);
        break;
      }
      case 'exit':
        onExit(msg.status);
        finish(msg.status);
        break;
      case 'crash':
        onCrash(msg.message);
        finish(134);
        break;
      default:
        break;
    }
  });
  worker.onError((message) => {
    const e = new Error(`the VM's worker failed: ${message}`);
    failed(e);
    if (!ended) { onCrash(e.message); onState('ended'); finish(134); }
  });

  onState('starting');
  worker.post(start);
  return started;
}

/** The start message for the worker from startVitrine's arguments; throws TypeError on bad ones. */
export function startMessage(argv, options, assets) {
  if (!Array.isArray(argv) || argv.some((a) => typeof a !== 'string')) {
    throw new TypeError('startVitrine(argv): argv must be an array of strings (java\'s arguments, e.g. [\'-cp\', \'/app\', \'Main\'])');
  }
  const files = options.files || {};
  for (const [path, data] of Object.entries(files)) {
    if (!path.startsWith('/')) throw new TypeError(`files: ${path} is not an absolute path`);
    if (typeof data !== 'string' && !(data instanceof Uint8Array)) throw new TypeError(`files: ${path} must be a string or a Uint8Array`);
  }
  const tools = (options.tools || []).map((t, i) => {
    if (!t || (typeof t.url !== 'string' && !(t.url instanceof URL))) throw new TypeError(`tools[${i}]: { url, options } with the URL of the tool's module`);
    return { url: String(t.url), options: t.options === undefined ? null : t.options };
  });
  return {
    type: 'start', argv, assets: String(assets), files, cwd: options.cwd || '/', env: options.env || {},
    debug: !!options.debug, jvmti: !!options.jvmti, sliceMs: options.sliceMs || 100, javaHome: options.javaHome, tools,
  };
}
