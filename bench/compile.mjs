#!/usr/bin/env node
// bench/compile.mjs: how long compiling in the VM takes. The compile server
// (wasm-bridge/compiler/CompileServer.java, driven by wasm-bridge/compiler/node-compiler.mjs) runs on
// the WebAssembly build under Node, on the native VM, and on HotSpot's java (javac in-process: the
// reference), with its JIT compilers and with -Xint (interpreted, as Vitrine is); for each, a fresh server is started and timed until it is ready, then it compiles
// bench/compile/Hello.java (hello world) or bench/compile/Inventory.java (a 100-line class) for the
// first time ("first") and again WARM_COMPILES times ("warm": the median). Each compilation's classes
// must be the ones HotSpot's server makes, or the configuration is reported as failed.
//
//   node bench/compile.mjs [--no-write] [--rounds N]
//
// Reports medians over the rounds (default BENCH_RUNS or 3), with half the min-max spread, and the
// target of issue 13 (a 100-line class compiled in at most 3 s after the compiler's first use: the
// warm time), met or missed, never asserted. Writes the table into docs/PERFORMANCE.md between the
// "compile-bench:begin" and "compile-bench:end" markers unless --no-write. Environment as the Node
// tests: VITRINE_WASM_DIR, VITRINE_NATIVE, JAVA_HOME.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { startNodeCompiler, compileServerCommand } from '../wasm-bridge/compiler/node-compiler.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = path.join(ROOT, 'docs', 'PERFORMANCE.md');
const TARGET_WARM_100_LINES_S = 3;
const WARM_COMPILES = 5;
const PAUSED_COMPILES = 3;
// javac's phases as the server reports them (timings), shown for the warm compilations.
const PHASES = ['parse', 'enter', 'analyze', 'generate', 'total'];

const args = process.argv.slice(2);
const write = !args.includes('--no-write');
const roundsArg = args.indexOf('--rounds');
const ROUNDS = Number(roundsArg >= 0 ? args[roundsArg + 1] : process.env.BENCH_RUNS || 3);

const PROGRAMS = {
  hello: { label: 'hello world (`Hello.java`)', files: { 'Hello.java': read('Hello.java') } },
  class100: { label: 'a 100-line class (`Inventory.java`)', files: { 'Inventory.java': read('Inventory.java') } },
};
const VMS = [
  { name: 'hotspot', label: 'HotSpot `java` (javac in-process)' },
  { name: 'hotspot', jvmArgs: ['-Xint'], key: 'xint', label: 'HotSpot `java -Xint`' },
  { name: 'native', label: 'vitrine native' },
  { name: 'wasm', label: 'vitrine wasm (Node)' },
];

function read(name) {
  return fs.readFileSync(path.join(ROOT, 'bench', 'compile', name), 'utf8');
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const hex = (classes) => JSON.stringify(Object.entries(classes).sort().map(([k, v]) => [k, Buffer.from(v).toString('hex')]));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (user + system, in clock ticks) the process has used so far. */
function cpuTicks(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
}

/** Resolves once the process has used no CPU for two polls in a row (at most 10 s). */
async function idle(pid) {
  let last = cpuTicks(pid);
  let quiet = 0;
  for (let waited = 0; quiet < 2 && waited < 10000; waited += 100) {
    await sleep(100);
    const now = cpuTicks(pid);
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

/**
 * One round on one VM for one program, in ms: ready; first (sent as soon as the server is ready, so
 * it waits for the server to prepare its first context); warm (each sent when the previous answer
 * arrives, so it waits for the context prepared after that answer); paused (each sent once the
 * server is idle: what someone who compiles, reads the result and compiles again waits). Throws if
 * a result is wrong.
 */
async function measure({ name: vm, jvmArgs }, program, expected) {
  const t0 = performance.now();
  const compiler = await startNodeCompiler({ vm, jvmArgs, stderr: (t) => process.stderr.write(`[${vm}] ${t}`) });
  const ready = performance.now() - t0;
  const compile = async () => {
    const t = performance.now();
    const result = await compiler.compile(PROGRAMS[program].files);
    const ms = performance.now() - t;
    if (!result.success) throw new Error(`${vm}: ${program} did not compile: ${JSON.stringify(result.diagnostics)}`);
    if (expected && hex(result.classes) !== expected) throw new Error(`${vm}: ${program}: classes differ from HotSpot's`);
    if (!expected) expected = hex(result.classes);
    return { ms, timings: result.timings };
  };
  try {
    const first = (await compile()).ms;
    const warm = [];
    for (let i = 0; i < WARM_COMPILES; i++) warm.push((await compile()).ms);
    const paused = [];
    const phases = [];
    for (let i = 0; i < PAUSED_COMPILES; i++) {
      await idle(compiler.child.pid);
      const { ms, timings } = await compile();
      paused.push(ms);
      phases.push(timings);
    }
    const phase = Object.fromEntries(PHASES.map((p) => [p, median(phases.map((t) => t[p] || 0))]));
    return { ready, first, warm: median(warm), paused: median(paused), phase, classes: expected };
  } finally {
    await compiler.close();
    await compiler.exited;
  }
}

const results = {}; // `${vm}.${program}` → { ready: [], first: [], warm: [] } | { error }
const expected = {};
const started = new Date();
const load0 = os.loadavg()[0].toFixed(2);
for (let round = 0; round < ROUNDS; round++) {
  for (const program of Object.keys(PROGRAMS)) {
    for (const vm of VMS) {
      const key = `${vm.key || vm.name}.${program}`;
      const r = (results[key] ||= { ready: [], first: [], warm: [], paused: [], phase: Object.fromEntries(PHASES.map((p) => [p, []])) });
      if (r.error) continue;
      try {
        const m = await measure(vm, program, expected[program]);
        expected[program] ||= m.classes;
        r.ready.push(m.ready);
        r.first.push(m.first);
        r.warm.push(m.warm);
        r.paused.push(m.paused);
        for (const p of PHASES) r.phase[p].push(m.phase[p]);
        process.stderr.write(`round ${round + 1}/${ROUNDS} ${key}: ready ${m.ready.toFixed(0)} ms, first ${m.first.toFixed(0)} ms, `
          + `warm ${m.warm.toFixed(0)} ms, after a pause ${m.paused.toFixed(0)} ms\n`);
      } catch (e) {
        r.error = e.message;
        process.stderr.write(`${key}: FAILED: ${e.message}\n`);
      }
    }
  }
}

const cell = (xs) => {
  if (!xs || !xs.length) return 'n/a';
  const m = median(xs);
  const spread = m > 0 ? Math.round(((Math.max(...xs) - Math.min(...xs)) / 2 / m) * 100) : 0;
  return `${m >= 1000 ? `${(m / 1000).toFixed(2)} s` : `${m.toFixed(0)} ms`} ±${spread}%`;
};
const ratio = (a, b) => (a && b && a.length && b.length ? `${(median(a) / median(b)).toFixed(2)}x` : 'n/a');

const lines = [];
const cpu = (fs.readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.*)$/m) || [])[1] || 'unknown CPU';
let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
  if (execSync('git status --porcelain --untracked-files=no', { cwd: ROOT, encoding: 'utf8' }).trim()) commit += ' with uncommitted changes';
} catch { /* not a git checkout */ }
lines.push(`Measured ${started.toISOString().replace(/\.\d+Z$/, 'Z')} by \`node bench/compile.mjs${args.length ? ' ' + args.join(' ') : ''}\` (part of \`make bench\`; \`make bench-compile\` alone), ${ROUNDS} rounds.`);
lines.push('');
lines.push(`- Machine: ${os.cpus().length} CPUs, ${cpu}; load average ${load0} before, ${os.loadavg()[0].toFixed(2)} after; Node ${process.version}; Vitrine at commit ${commit}`);
lines.push(`- Each round starts a fresh server per VM and program: "ready" is from spawning it to its greeting (the VM's start-up and the server's, javax.tools located); "first" its first compilation, sent at once (so it also waits for the server to prepare its first javac context); "back to back" the median of the ${WARM_COMPILES} compilations after it, each sent when the previous answer arrives (each waits for the context the server prepares after an answer); "after a pause" the median of ${PAUSED_COMPILES} more, each sent once the server's process is idle (what someone who compiles, reads and compiles again waits). Median over the rounds, ±: half the min-max spread. Every compilation's classes are checked against HotSpot's.`);
lines.push('');
lines.push('| program | VM | ready | first compile | back to back | after a pause | after a pause / HotSpot | after a pause / HotSpot -Xint |');
lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const program of Object.keys(PROGRAMS)) {
  for (const { name, key, label } of VMS) {
    const r = results[`${key || name}.${program}`];
    if (r.error) {
      lines.push(`| ${PROGRAMS[program].label} | ${label} | FAILED: ${r.error.replace(/\|/g, '\\|').slice(0, 200)} | | | | | |`);
      continue;
    }
    lines.push(`| ${PROGRAMS[program].label} | ${label} | ${cell(r.ready)} | ${cell(r.first)} | ${cell(r.warm)} | ${cell(r.paused)} | ${ratio(r.paused, results[`hotspot.${program}`].paused)} | ${ratio(r.paused, results[`xint.${program}`].paused)} |`);
  }
}
lines.push('');
lines.push(`Where the time of a compilation after a pause goes, as the server measures it inside the VM (javac's task events, summed over the files; medians, ms; "in the VM" is the request's whole compilation there, the rest of the "after a pause" column above being the protocol and, under Node, the hand-overs between the VM's slices and the event loop):`);
lines.push('');
lines.push(`| program | VM | ${PHASES.map((p) => (p === 'total' ? 'in the VM' : p)).join(' | ')} |`);
lines.push(`| --- | --- | ${PHASES.map(() => '---:').join(' | ')} |`);
for (const program of Object.keys(PROGRAMS)) {
  for (const { name, key, label } of VMS) {
    const r = results[`${key || name}.${program}`];
    if (r.error) continue;
    lines.push(`| ${PROGRAMS[program].label} | ${label} | ${PHASES.map((p) => median(r.phase[p]).toFixed(0)).join(' | ')} |`);
  }
}
lines.push('');
const wasm100 = results['wasm.class100'];
if (wasm100 && !wasm100.error && wasm100.warm.length) {
  const s = Math.max(median(wasm100.warm), median(wasm100.paused)) / 1000;
  lines.push(`Target (issue 13): a 100-line class compiled in at most ${TARGET_WARM_100_LINES_S} s after the compiler's first use, on the WebAssembly build: ${s.toFixed(2)} s under Node (the slower of back to back and after a pause), **${s <= TARGET_WARM_100_LINES_S ? 'met' : 'missed'}**.`);
  lines.push('');
}
lines.push('Commands (the server, as node-compiler.mjs starts it):');
lines.push('');
lines.push('```');
for (const { name: vm, jvmArgs } of VMS) {
  const { command, args: a } = compileServerCommand({ vm, jvmArgs });
  const shown = [command === process.execPath ? 'node' : command, ...a].map((x) => path.isAbsolute(x) && x.startsWith(ROOT) ? path.relative(ROOT, x) : x);
  lines.push(shown.join(' '));
}
lines.push('```');
const report = lines.join('\n') + '\n';
process.stdout.write(report);

if (write) {
  let doc = fs.readFileSync(DOC, 'utf8');
  const begin = '<!-- compile-bench:begin (written by bench/compile.mjs: do not edit by hand) -->';
  const end = '<!-- compile-bench:end -->';
  if (!doc.includes(begin) || !doc.includes(end)) {
    doc = doc.trimEnd() + `\n\n## Compiling in the VM\n\n${begin}\n${end}\n`;
  }
  doc = doc.slice(0, doc.indexOf(begin) + begin.length) + '\n' + report + doc.slice(doc.indexOf(end));
  fs.writeFileSync(DOC, doc);
  process.stderr.write(`bench/compile.mjs: wrote the results into ${path.relative(ROOT, DOC)}\n`);
}
process.exitCode = Object.values(results).some((r) => r.error) ? 1 : 0;
