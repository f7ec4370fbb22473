// hello.mjs: runs Hello (its class file served at /bench-classes/Hello.class) as soon as the page
// loads and notes when its first output arrives (performance.now(): milliseconds since navigation
// started), for bench/browser.mjs.
import { startVitrine } from '../../wasm-bridge/browser.mjs';

const out = document.getElementById('out');
const res = await fetch('/bench-classes/Hello.class');
const hello = new Uint8Array(await res.arrayBuffer());
const session = await startVitrine(['-cp', '/app', 'Hello'], {
  files: { '/app/Hello.class': hello },
  stdout(text) {
    if (window.firstOutputMs === undefined) {
      window.firstOutputMs = performance.now();
      console.log('first-output');
    }
    out.textContent += text;
  },
  stderr(text) { out.textContent += text; },
});
window.classLibrary = session.classLibrary;
window.exitStatus = await session.exited;
