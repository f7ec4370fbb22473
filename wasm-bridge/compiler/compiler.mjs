// compiler.mjs: compiling Java inside Vitrine. JavaCompiler is the client of the compile server
// (CompileServer.java: the JDK's javac in memory, one JSON line per request and per answer on the
// server's stdin and stdout); it speaks to it over any transport, so the same class drives the server
// in a browser session (startBrowserCompiler: the page API's stdin and stdout) and in a Node child
// process (startNodeCompiler in node-compiler.mjs, kept apart so that this module has no Node import:
// the WebAssembly launcher, the native VM or HotSpot's java, with pipes).
// The protocol is described in docs/BRIDGE.md, "Compiling in the VM".

/** The protocol version this client speaks (the server's greeting names its own). */
export const PROTOCOL = 1;

/** The main class of the compile server and the list of its class files in its directory. */
export const SERVER_CLASS = 'CompileServer';
export const SERVER_CLASS_LIST = 'classes.json';

/**
 * The VM options the server needs: it formats messages as the javac command does, with javac's own
 * formatter, which lives in packages jdk.compiler does not export (JavacMessages.java).
 */
export const SERVER_VM_OPTIONS = Object.freeze([
  '--add-exports', 'jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED',
  '--add-exports', 'jdk.compiler/com.sun.tools.javac.util=ALL-UNNAMED',
]);

/** The server is gone (exited, crashed, or closed) or broke the protocol. */
export class CompilerError extends Error {
  constructor(message) {
    super(message);
    this.name = 'CompilerError';
  }
}

const fromBase64 = (text) => {
  const bytes = atob(text);
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i);
  return out;
};

/**
 * A client of the compile server. The transport carries text both ways:
 *   write(text)            sends text to the server's stdin
 *   onOutput(listener)     listener(text) receives the server's stdout, in order, in any chunks
 *   onExit(listener)       optional: listener(status, detail) when the server has ended
 *   close()                optional: ends the server's stdin (the server then exits)
 * Requests go one at a time, in the order compile() was called.
 */
export class JavaCompiler {
  /**
   * @param {{ write(text: string): void, onOutput(listener: (text: string) => void): void,
   *           onExit?(listener: (status: number, detail?: string) => void): void, close?(): void }} transport
   */
  constructor(transport) {
    this.transport = transport;
    this.nextId = 1;
    this.pending = null;      // { id, resolve, reject } of the request the server is answering
    this.buffered = '';
    this.dead = null;         // a CompilerError once the server is gone
    this.queue = Promise.resolve();
    /** The server's greeting ({ ready, protocol, java }) once it has started. */
    this.greeting = null;
    /** Resolves with the greeting when the server is ready; rejects if it cannot start. */
    this.ready = new Promise((resolve, reject) => { this.readyWaiter = { resolve, reject }; });
    this.ready.catch(() => {}); // a rejection is reported to every compile() too
    transport.onOutput((text) => this.receive(text));
    if (transport.onExit) {
      transport.onExit((status, detail) => this.serverEnded(
        `the compile server exited with status ${status}${detail ? `: ${detail}` : ''}`));
    }
  }

  /**
   * Compiles source files (name → text; names such as 'Main.java' or 'pkg/A.java') with javac's
   * `options` (an array of strings; -g and -proc:none are added unless a -g or -proc option is given).
   * Resolves with { success, diagnostics, classes, output, served, timings }: diagnostics are
   * { file, line, column, endLine, endColumn, start, end, severity: 'error'|'warning'|'note', kind,
   * message, code } (lines and columns 1-based as javac counts them; start and end are character
   * offsets in the file), classes map paths ('Main.class', 'pkg/A$1.class') to Uint8Array, output is
   * what javac printed besides diagnostics ('' usually), served the number of requests this server
   * has answered (1 for its first compilation: the same server stays warm), timings the
   * milliseconds the server measured ({ total, parse, enter, analyze, generate }). Rejects with a
   * CompilerError when the server refuses the request (the server goes on) or is gone.
   * @param {Record<string, string>} files
   * @param {string[]} [options]
   */
  compile(files, options = []) {
    if (files === null || typeof files !== 'object' || Array.isArray(files)) {
      return Promise.reject(new TypeError('compile(files): files must be an object of file names and source text'));
    }
    if (!Array.isArray(options) || options.some((o) => typeof o !== 'string')) {
      return Promise.reject(new TypeError('compile(files, options): options must be an array of strings'));
    }
    return this.request({ files, options }).then((answer) => ({
      success: answer.success === true,
      diagnostics: answer.diagnostics || [],
      classes: Object.fromEntries(Object.entries(answer.classes || {}).map(([name, data]) => [name, fromBase64(data)])),
      output: answer.output || '',
      served: answer.served,
      timings: answer.timings || {},
    }));
  }

  /**
   * Sends one raw request line (a protocol-level tool: tests send malformed ones with it) and
   * resolves with the server's parsed answer, whatever it is.
   * @param {string} line
   */
  sendRaw(line) {
    return this.enqueue(null, line);
  }

  /** Ends the server's stdin (it exits once the requests before are answered). */
  close() {
    this.queue = this.queue.then(() => {
      if (this.transport.close) this.transport.close();
    });
    return this.queue;
  }

  request(body) {
    const id = this.nextId++;
    return this.enqueue(id, JSON.stringify({ id, ...body })).then((answer) => {
      if (answer.error !== undefined) throw new CompilerError(`the compile server refused the request: ${answer.error}`);
      return answer;
    });
  }

  // One request at a time: each waits for the answer to the one before.
  enqueue(id, line) {
    const result = this.queue.then(() => this.ready).then(() => new Promise((resolve, reject) => {
      if (this.dead) throw this.dead;
      this.pending = { id, resolve, reject };
      this.transport.write(line.replace(/\n/g, ' ') + '\n');
    }));
    this.queue = result.catch(() => {});
    return result;
  }

  receive(text) {
    this.buffered += text;
    let nl;
    while ((nl = this.buffered.indexOf('\n')) >= 0) {
      const line = this.buffered.slice(0, nl).trim();
      this.buffered = this.buffered.slice(nl + 1);
      if (line) this.answer(line);
    }
  }

  answer(line) {
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      this.serverEnded(`the compile server wrote a line that is not JSON: ${line.slice(0, 200)}`);
      return;
    }
    if (!this.greeting) {
      if (message.ready !== true) {
        this.serverEnded(`the compile server could not start: ${message.error || line.slice(0, 200)}`);
        return;
      }
      if (message.protocol !== PROTOCOL) {
        this.serverEnded(`the compile server speaks protocol ${message.protocol}, this client ${PROTOCOL}`);
        return;
      }
      this.greeting = message;
      this.readyWaiter.resolve(message);
      return;
    }
    const pending = this.pending;
    this.pending = null;
    if (!pending) {
      this.serverEnded(`the compile server answered a request it was not sent: ${line.slice(0, 200)}`);
    } else if (pending.id !== null && message.id !== pending.id && message.id !== null) {
      pending.reject(new CompilerError(`the compile server answered request ${message.id} instead of ${pending.id}`));
    } else {
      pending.resolve(message);
    }
  }

  /** The server is gone: the request it was answering, and every later one, reject. */
  serverEnded(reason) {
    if (this.dead) return;
    this.dead = new CompilerError(reason);
    this.readyWaiter.reject(this.dead);
    if (this.pending) {
      this.pending.reject(this.dead);
      this.pending = null;
    }
  }
}

/**
 * Starts the compile server in a browser session through the page API (wasm-bridge/browser.mjs's
 * startVitrine, passed in so that a bundled page uses its own copy) and resolves with its
 * JavaCompiler once the server is ready (argv: SERVER_VM_OPTIONS, -cp /compiler CompileServer). The server's class files are fetched from
 * `assets`/compiler/ (their list is classes.json there) and handed to the VM as files under
 * /compiler. Other options go to startVitrine as they are (workerUrl, env, sliceMs, stderr...).
 * The session is `compiler.session`; `compiler.close()` ends it.
 * @param {Function} startVitrine
 * @param {{ assets?: string | URL, stderr?: (text: string) => void, [option: string]: any }} [options]
 */
export async function startBrowserCompiler(startVitrine, { assets, ...options } = {}) {
  const base = new URL('compiler/', assets ? new URL(assets, globalThis.location?.href) : new URL('../../build/wasm/web/', import.meta.url));
  const fetchOk = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new CompilerError(`cannot fetch the compile server's ${url}: HTTP ${response.status}`);
    return response;
  };
  const names = await (await fetchOk(new URL(SERVER_CLASS_LIST, base))).json();
  const files = { ...(options.files || {}) };
  await Promise.all(names.map(async (name) => {
    files[`/compiler/${name}`] = new Uint8Array(await (await fetchOk(new URL(name, base))).arrayBuffer());
  }));

  const outputListeners = [];
  const exitListeners = [];
  const session = await startVitrine([...SERVER_VM_OPTIONS, '-cp', '/compiler', SERVER_CLASS], {
    ...options,
    assets,
    files,
    stdout: (text) => { for (const l of outputListeners) l(text); },
    stderr: options.stderr || ((text) => console.warn(`compile server: ${text}`)),
    onExit: (status) => {
      for (const l of exitListeners) l(status);
      if (options.onExit) options.onExit(status);
    },
    onCrash: (message) => {
      for (const l of exitListeners) l(134, `the VM crashed: ${message}`);
      if (options.onCrash) options.onCrash(message);
    },
  });
  const compiler = new JavaCompiler({
    write: (text) => session.stdin.write(text),
    onOutput: (l) => outputListeners.push(l),
    onExit: (l) => exitListeners.push(l),
    close: () => session.stdin.close(),
  });
  compiler.session = session;
  try {
    await compiler.ready;
  } catch (e) {
    session.stop(); // a server that cannot serve must not keep its worker busy
    throw e;
  }
  return compiler;
}
