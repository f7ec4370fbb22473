// pre.js: glue prepended (--pre-js) to build/wasm/vitrine.js, inside the createVitrine() factory,
// where `Module` is the configuration object the caller passed.
if (typeof process === 'object' && process.versions && process.versions.node) {
  // Emscripten 3.1.6 under Node 20 would fetch() the .wasm by path (Node has a global fetch) and
  // fail with "Failed to parse URL". Read it with fs instead, from beside this script, unless the
  // caller already passed `wasmBinary` (wasm-bridge/bin/vitrine.mjs does).
  if (!Module['wasmBinary'] && !Module['instantiateWasm']) {
    Module['wasmBinary'] = require('fs').readFileSync(require('path').join(__dirname, 'vitrine.wasm'));
  }
  // NODERAWFS marks fds 0-2 as terminals whatever they are, so isatty() would always say yes (wrong
  // for System.console(), and it makes stdio line-buffered on pipes). Make it tell the truth. The
  // standard streams are created after preRun, so wrap their creation from a preRun callback.
  var vitrinePreRun = Module['preRun'] || [];
  Module['preRun'] = [function() {
    if (typeof FS !== 'object' || typeof FS.createStandardStreams !== 'function') return;
    // NODERAWFS hands utimes' milliseconds to fs.utimesSync, which takes seconds: a file's time would
    // be set a thousand times too far (year 2446 for today). Convert.
    var utime = FS.utime;
    FS.utime = function(path, atime, mtime) { return utime.call(this, path, atime / 1000, mtime / 1000); };
    // NODERAWFS looks paths up with lstat even when asked to follow links, so access() (Files.exists,
    // File.canRead) calls a dangling symbolic link present and checks a link's own mode bits. Follow.
    var lookupPath = FS.lookupPath;
    FS.lookupPath = function(path, opts) {
      var found = lookupPath.call(this, path, opts);
      if (opts && opts.follow && !opts.parent) {
        try {
          var st = require('fs').statSync(path);
          found.node.mode = st.mode;
          found.node.id = st.ino;
        } catch (e) {
          if (e.code) throw new FS.ErrnoError(ERRNO_CODES[e.code] || ERRNO_CODES['EIO']);
          throw e;
        }
      }
      return found;
    };
    var create = FS.createStandardStreams;
    FS.createStandardStreams = function() {
      create.apply(this, arguments);
      var tty = require('tty');
      for (var fd = 0; fd < 3; fd++) {
        if (FS.streams[fd]) FS.streams[fd].tty = tty.isatty(fd);
      }
    };
  }].concat(vitrinePreRun);
}
