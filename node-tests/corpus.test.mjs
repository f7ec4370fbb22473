// Java corpus parity: every program in tests/java/src runs on each launcher and must reproduce
// the HotSpot goldens in tests/java/expected (stdout, stderr and exit code, byte for byte).
//
//   node --test node-tests/corpus.test.mjs
//   VITRINE_LAUNCHERS=native,wasm node --test node-tests/corpus.test.mjs
//   VITRINE_LAUNCHERS=wasi node --test node-tests/corpus.test.mjs      # the WASI build (docs/WASI.md)
//   VITRINE_LAUNCHERS=hotspot node --test node-tests/corpus.test.mjs   # checks the runner and goldens
//   VITRINE_LAUNCHERS=native-asan node --test node-tests/corpus.test.mjs  # build/native-debug: sanitizers
//   VITRINE_CORPUS_FILTER='^String' ...                                # only matching program names
//
// One test per program, named after it, in one suite per launcher. Launchers whose build output
// is missing are skipped with the reason. tests/java/known-failures.txt lists `<launcher>:<Name>`
// entries that are expected to fail; such a test fails if the program unexpectedly passes.

import { describe, test, before } from 'node:test';
import {
    corpusPrograms,
    selectedLaunchers,
    knownFailures,
    ensureCorpusBuilt,
    runProgram,
    readGolden,
    compareRun,
    applyKnownFailure,
    knownFailureKey,
    jdkVersions,
    LAUNCHER_CASES,
} from './lib/java-corpus.mjs';

const CONCURRENCY = 2;

const filter = process.env.VITRINE_CORPUS_FILTER ? new RegExp(process.env.VITRINE_CORPUS_FILTER) : null;
const allPrograms = corpusPrograms();
const programs = filter ? allPrograms.filter((p) => filter.test(p.name)) : allPrograms;
const known = knownFailures();
const launchers = selectedLaunchers(['native', 'wasm', 'wasi']);

describe('corpus bookkeeping', () => {
    test('every program has goldens', () => {
        const missing = allPrograms.filter((p) => readGolden(p.name) === null).map((p) => p.name);
        if (missing.length) throw new Error(`no goldens for ${missing.join(', ')}: run scripts/gen-goldens.sh`);
    });

    test('known-failures.txt names real launchers and tests', () => {
        const names = new Set(allPrograms.map((p) => p.name));
        for (const c of LAUNCHER_CASES) names.add(`launcher-${c}`);
        const bad = [];
        for (const [key, { line }] of known) {
            const [launcher, name, ...rest] = key.split(':');
            if (rest.length || !['native', 'native-asan', 'wasm', 'wasi', 'hotspot'].includes(launcher) || !names.has(name)) bad.push(`line ${line}: "${key}"`);
        }
        if (bad.length) throw new Error(`malformed or stale entries in tests/java/known-failures.txt:\n${bad.join('\n')}`);
    });

    test('goldens come from the installed JDK', (t) => {
        const { golden, installed } = jdkVersions();
        if (!golden || !installed) {
            t.diagnostic(`cannot compare JDK versions (goldens: ${golden}, installed: ${installed})`);
        } else if (golden !== installed) {
            // Not fatal: only stack traces through JDK code depend on it. Regenerate to be safe.
            t.diagnostic(`WARNING: goldens were made with "${golden}" but the installed JDK is "${installed}"; ` +
                'run scripts/gen-goldens.sh if programs fail in JDK frames');
        }
    });
});

for (const launcher of launchers) {
    describe(launcher.name, { skip: launcher.skip || false, concurrency: CONCURRENCY }, () => {
        before(() => ensureCorpusBuilt());

        for (const program of programs) {
            const unsupported = launcher.unsupported[program.name];
            test(program.name, { timeout: launcher.timeoutMs + 30_000, skip: unsupported ? `${launcher.name}: ${unsupported}` : false }, async (t) => {
                const golden = readGolden(program.name);
                if (!golden) throw new Error(`no goldens for ${program.name}: run scripts/gen-goldens.sh`);
                const run = await runProgram(launcher, program);
                let failure = compareRun(golden, run);
                if (failure !== null) failure = `${failure}\ncommand (in an empty scratch directory): ${run.commandLine}`;
                applyKnownFailure(t, knownFailureKey(launcher, program.name, known), failure, known);
            });
        }
    });
}
