// slice-driver.mjs: runs the VM in slices from a host's event loop (vm/slice.c). One driver, two
// hosts: wasm-bridge/node-vm.mjs (Node's event loop) and wasm-bridge/web/worker.mjs (a Web Worker or
// a worker_threads worker). Each slice runs Java for up to sliceMs and returns what the VM waits for
// next: 0 run again at once, n > 0 nothing can run for n ms (timers), -1 every thread waits for input
// or for a JavaScript resume. Between slices the host's event loop runs (input, messages, timers), so
// the page or the process stays responsive.

/** True for the values Emscripten throws to unwind at exit() (not errors of the program). */
export const isExit = (e) => e === 'unwind' || (e && typeof e === 'object' && e.name === 'ExitStatus');

/** Node's timers: setImmediate for "at once" so that I/O callbacks run between slices. */
export const nodeTimers = {
  immediate: (fn) => setImmediate(fn),
  later: (fn, ms) => setTimeout(fn, ms),
  cancel: (h) => { clearTimeout(h); clearImmediate(h); },
};

/**
 * Timers for a Web Worker: a MessageChannel message runs the next slice at once, without the 4 ms
 * clamp nested setTimeout(0) gets, and after the messages already queued (the page's calls are served
 * between slices). Not for Node, whose MessagePort drains its own queue before other ports' messages.
 */
export function messageChannelTimers() {
  const channel = new MessageChannel();
  const pending = new Map();
  let nextId = 1;
  channel.port1.onmessage = (e) => {
    const fn = pending.get(e.data);
    if (fn) { pending.delete(e.data); fn(); }
  };
  return {
    immediate(fn) {
      const id = nextId++;
      pending.set(id, fn);
      channel.port2.postMessage(id);
      return { id };
    },
    later: (fn, ms) => ({ timeout: setTimeout(fn, ms) }),
    cancel(h) {
      if (!h) return;
      if (h.timeout !== undefined) clearTimeout(h.timeout);
      else pending.delete(h.id);
    },
  };
}

/** Drives one VM's slices. Create it before the Emscripten module (whose exit calls end()), then attach(vm). */
export class SliceDriver {
  /**
   * Options: sliceMs (time per slice, default 100); timers (nodeTimers or messageChannelTimers());
   * onEnd(status) (once, when the program has ended); onCrash(error) (a trap or abort in wasm code);
   * afterSlice(r) (after every slice, with its result, before the next is scheduled: output is
   * flushed there); onIdle() (after a slice in which no thread could run).
   */
  constructor({ sliceMs = 100, timers = nodeTimers, onEnd = () => {}, onCrash = (e) => { throw e; }, afterSlice = null, onIdle = null } = {}) {
    this.sliceMs = sliceMs;
    this.timers = timers;
    this.onEnd = onEnd;
    this.onCrash = onCrash;
    this.afterSlice = afterSlice;
    this.onIdle = onIdle;
    this.vm = null;
    this.ended = false;
    this.paused = false;
    this.waitingInput = false;  // the last slice said -1: nothing runs until wake()
    this.slices = 0;
    this.lastResult = 0;
    this.next = null;           // the pending timer of the pump
    this.pump = this.pump.bind(this);
  }

  /** The Emscripten module whose _vitrine_run_slice the driver calls. */
  attach(vm) { this.vm = vm; }

  /** Ends the run (called from the module's exit); onEnd runs once. */
  end(status) {
    if (this.ended) return;
    this.ended = true;
    this.cancel();
    this.onEnd(status);
  }

  /** A crash of wasm code: reported once, and the run counts as ended. */
  crash(e) {
    if (this.ended) return;
    this.ended = true;
    this.cancel();
    this.onCrash(e);
  }

  cancel() {
    if (this.next) { this.timers.cancel(this.next); this.next = null; }
  }

  /** Schedules the first slice (after callMain has returned with the VM up). */
  start() {
    if (!this.ended && !this.paused && !this.next) this.next = this.timers.immediate(this.pump);
  }

  pump() {
    this.next = null;
    if (this.ended || this.paused) return;
    let r;
    this.slices++;
    try {
      r = this.vm._vitrine_run_slice(this.sliceMs);
    } catch (e) {
      if (!isExit(e)) this.crash(e);
      return;
    }
    this.lastResult = r;
    if (this.afterSlice) this.afterSlice(r);
    this.schedule(r);
  }

  schedule(r) {
    if (this.ended || this.paused) return;
    if (r === 0) this.next = this.timers.immediate(this.pump);
    else if (r > 0) this.next = this.timers.later(this.pump, r);
    else if (r === -1) this.waitingInput = true;
    if (r !== 0 && this.onIdle) this.onIdle();
  }

  /** Something a waiting thread may want arrived (input, a resume): run a slice soon. */
  wake() {
    if (this.ended || this.paused) return;
    if (this.waitingInput || this.next) {
      this.waitingInput = false;
      this.cancel();
      this.next = this.timers.immediate(this.pump);
    }
  }

  /** Stops running slices; the program keeps its state. */
  pause() { this.paused = true; this.cancel(); }

  /** Continues a paused program. */
  resume() {
    if (!this.paused || this.ended) return;
    this.paused = false;
    this.waitingInput = false;
    this.next = this.timers.immediate(this.pump);
  }
}
