// slice-control.mjs: drives a Java program through wasm-bridge/node-vm.mjs the way a page would, for
// node-tests/slices.test.mjs: checks that the event loop stays responsive while the program runs,
// that pause() stops it and resume() continues it, and ends it with stop(7). Its observations go to
// stderr as one JSON line; the program's own output goes to stdout.
import { startVitrine, writeFd } from '../../wasm-bridge/node-vm.mjs';

const [classes, main] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const obs = {};
let timerFires = 0;
const timer = setInterval(() => { timerFires++; }, 10);
const vm = await startVitrine(['-cp', classes, main], {
  stdin: null,
  sliceMs: 20,
  onExit: (status) => {
    clearInterval(timer);
    obs.status = status;
    writeFd(2, JSON.stringify(obs) + '\n');
    process.exit(0);
  },
});
await sleep(1500);
obs.timerFiresWhileRunning = timerFires;
obs.slicesWhileRunning = vm.slices;
vm.pause();
const atPause = vm.slices;
await sleep(300);
obs.slicesWhilePaused = vm.slices - atPause;
vm.resume();
await sleep(300);
obs.slicesAfterResume = vm.slices - atPause;
vm.stop(7);
