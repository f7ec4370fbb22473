// output.mjs: the VM's standard output and error in a MEMFS build, as devices that hand their bytes to
// the worker. Emscripten's default streams are its TTY, which keeps bytes until a newline: a prompt
// written without one ("Name? ") would not reach the page before the program waits for input. These
// devices keep every write, in order, until flush() (the worker flushes after each slice), which
// decodes UTF-8 per stream so that a character split across two flushes comes out whole.

const O_WRONLY = 1;

export class OutputStreams {
  /** `emit(fd, text)`: called by flush() with each run of text, in the order it was written. */
  constructor(emit) {
    this.emit = emit;
    this.pending = [];   // [fd, Uint8Array] in write order
    this.decoders = { 1: new TextDecoder('utf-8'), 2: new TextDecoder('utf-8') };
  }

  /**
   * Makes fds 1 and 2 these devices. Call from the module's preRun: it wraps FS.createStandardStreams
   * (run by FS.init after preRun) so the standard streams are opened on them instead of the TTY.
   */
  install(Module) {
    const FS = Module.FS;
    const create = FS.createStandardStreams;
    const streams = this;
    FS.createStandardStreams = function createStandardStreams() {
      create.apply(this, arguments);
      for (const fd of [1, 2]) {
        const name = fd === 1 ? 'vitrine-stdout' : 'vitrine-stderr';
        const dev = FS.makedev(63, fd);
        FS.registerDevice(dev, {
          open(stream) { stream.seekable = false; },
          close() {},
          write(stream, buffer, offset, length) {
            // buffer is the heap (an Int8Array): copy the bytes out as bytes.
            if (length > 0) streams.pending.push([fd, new Uint8Array(buffer.buffer, buffer.byteOffset + offset, length).slice()]);
            return length;
          },
        });
        FS.mkdev(`/dev/${name}`, 0o666, dev);
        // Closing fd leaves it the lowest free descriptor, so the open below takes it again.
        FS.close(FS.streams[fd]);
        const s = FS.open(`/dev/${name}`, O_WRONLY);
        if (s.fd !== fd) throw new Error(`output.mjs: /dev/${name} opened as fd ${s.fd}, not ${fd}`);
      }
    };
  }

  /** Emits what was written since the last flush, as text, runs of one stream at a time. */
  flush() {
    if (this.pending.length === 0) return;
    const runs = [];
    for (const [fd, bytes] of this.pending) {
      const last = runs[runs.length - 1];
      if (last && last.fd === fd) last.chunks.push(bytes);
      else runs.push({ fd, chunks: [bytes] });
    }
    this.pending = [];
    for (const { fd, chunks } of runs) {
      const text = this.decoders[fd].decode(concat(chunks), { stream: true });
      if (text) this.emit(fd, text);
    }
  }

  /** Flushes, then ends the decoders (an incomplete character at the very end becomes U+FFFD). */
  finish() {
    this.flush();
    for (const fd of [1, 2]) {
      const text = this.decoders[fd].decode();
      if (text) this.emit(fd, text);
    }
  }
}

function concat(chunks) {
  if (chunks.length === 1) return chunks[0];
  let n = 0;
  for (const c of chunks) n += c.length;
  const all = new Uint8Array(n);
  let at = 0;
  for (const c of chunks) { all.set(c, at); at += c.length; }
  return all;
}
