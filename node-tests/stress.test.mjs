// Thread stress test (tests/stress/ThreadStress.java): 16 threads x 100,000 iterations of monitor
// operations, allocation while the collector runs, and wait/notify hand-overs, on the native and the
// wasm launcher. The program checks its own results; its output, stderr and exit status must equal
// HotSpot's golden (tests/stress/expected, made by tests/stress/gen-golden.sh). A run that does not
// finish in time is killed and reported as a hang.
//
//   node --test node-tests/stress.test.mjs
//   VITRINE_LAUNCHERS=native node --test node-tests/stress.test.mjs

import { describe, test, before } from 'node:test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { JAVA_HOME, ROOT, compareRun, rel, runCommand, selectedLaunchers } from './lib/java-corpus.mjs';

const STRESS_DIR = join(ROOT, 'tests', 'stress');
const CLASSES = join(ROOT, 'build', 'tests', 'stress', 'classes');
const PROGRAM = 'ThreadStress';
const ARGS = readFileSync(join(STRESS_DIR, `${PROGRAM}.args`), 'utf8').split('\n')[0].split(/[ \t]+/).filter(Boolean);
// Measured on 2 shared cores: about 1.5 s natively and 2 s under Node; the limits only catch hangs.
const TIMEOUT_MS = { native: 60_000, wasm: 120_000 };

function golden() {
    const f = (ext) => join(STRESS_DIR, 'expected', `${PROGRAM}.${ext}`);
    return {
        stdout: readFileSync(f('out')),
        stderr: readFileSync(f('err')),
        exit: Number.parseInt(readFileSync(f('exit'), 'utf8').trim(), 10),
    };
}

describe('thread stress', () => {
    before(() => {
        // Compiled as the corpus is (plain javac: string concatenation through invokedynamic).
        rmSync(CLASSES, { recursive: true, force: true });
        mkdirSync(CLASSES, { recursive: true });
        const javac = join(JAVA_HOME, 'bin', 'javac');
        const r = spawnSync(existsSync(javac) ? javac : 'javac', ['-encoding', 'UTF-8', '-d', CLASSES, join(STRESS_DIR, `${PROGRAM}.java`)], { encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`javac ${rel(join(STRESS_DIR, `${PROGRAM}.java`))} failed:\n${r.stdout}${r.stderr}`);
    });

    for (const launcher of selectedLaunchers()) {
        if (launcher.name === 'hotspot') continue; // HotSpot made the golden (tests/stress/gen-golden.sh --check)
        const timeoutMs = TIMEOUT_MS[launcher.name] ?? launcher.timeoutMs;
        test(`${PROGRAM} ${ARGS.join(' ')} (${launcher.name})`, { skip: launcher.skip || false, timeout: timeoutMs + 30_000 }, async () => {
            const started = Date.now();
            const run = await runCommand(launcher.command, ['-cp', CLASSES, PROGRAM, ...ARGS], { timeoutMs });
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            if (run.timedOut) {
                throw new Error(`${PROGRAM} did not finish within ${timeoutMs / 1000} s on ${launcher.name} and was killed ` +
                    `(a hang or a deadlock); output so far:\n${run.stdout}${run.stderr}\ncommand: ${run.commandLine}`);
            }
            const failure = compareRun(golden(), run);
            if (failure !== null) throw new Error(`${failure}\nafter ${seconds} s; command (in an empty scratch directory): ${run.commandLine}`);
        });
    }
});
