// vm-page.mjs: the test page's script (vm-page.html). It exposes window.vitrine (the page API) and
// window.page: an animation-frame counter, base64 class files to bytes, and run(), which starts a
// program, records its output, states and events in order, and shows the output on the page.
import * as vitrine from '../../wasm-bridge/browser.mjs';

let frames = 0;
const tick = () => {
  frames++;
  document.getElementById('frames').textContent = String(frames);
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);

const fromBase64 = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/**
 * Starts argv with `files` ({ path: base64 }) and options; returns { session, log } where log gathers
 * { stdout, stderr, states, all: [[kind, text]...], exit, crash }; log.onStdout(text), if a test
 * sets it, sees the output as it arrives.
 */
async function run(argv, files = {}, options = {}) {
  const log = { stdout: '', stderr: '', states: [], all: [], exit: null, crash: null };
  const out = document.getElementById('out');
  const show = (text, kind) => {
    const span = document.createElement('span');
    if (kind === 'stderr') span.style.color = '#b00';
    span.textContent = text;
    out.append(span);
  };
  const decoded = {};
  for (const [path, b64] of Object.entries(files)) decoded[path] = typeof b64 === 'string' && path.endsWith('.class') ? fromBase64(b64) : b64;
  const session = await vitrine.startVitrine(argv, {
    ...options,
    files: decoded,
    stdout(text) {
      log.stdout += text;
      log.all.push(['stdout', text]);
      if (log.onStdout) log.onStdout(text);
      show(text, 'stdout');
    },
    stderr(text) { log.stderr += text; log.all.push(['stderr', text]); show(text, 'stderr'); },
    onState(state) { log.states.push(state); document.getElementById('state').textContent = state; },
    onExit(status) { log.exit = status; },
    onCrash(message) { log.crash = message; },
  });
  return { session, log };
}

/** Resolves once `predicate()` holds (checked every animation frame). */
function until(predicate) {
  return new Promise((resolve) => {
    const check = () => (predicate() ? resolve() : requestAnimationFrame(check));
    check();
  });
}

window.vitrine = vitrine;
window.page = { frames: () => frames, fromBase64, run, until };
window.pageReady = true;
