// Launcher CLI behaviour, compared live with HotSpot's `java`: both are run with the same
// arguments in a scratch directory and their output and exit codes compared.
//
//   node --test node-tests/launcher.test.mjs
//   VITRINE_LAUNCHERS=hotspot node --test node-tests/launcher.test.mjs   # java against itself
//
// Tests are named launcher-<case>; known-failures.txt entries are `<launcher>:launcher-<case>`. The
// launchers: native, wasm and wasi (the cases a launcher cannot run are skipped with the reason, its
// `unsupported` in lib/java-corpus.mjs).

import { describe, test, before } from 'node:test';
import {
    selectedLaunchers,
    knownFailures,
    ensureCorpusBuilt,
    runLauncherCase,
    applyKnownFailure,
    LAUNCHER_CASES,
} from './lib/java-corpus.mjs';

const known = knownFailures();
const launchers = selectedLaunchers(['native', 'wasm', 'wasi']);

for (const launcher of launchers) {
    describe(launcher.name, { skip: launcher.skip || false }, () => {
        before(() => ensureCorpusBuilt());

        for (const caseName of LAUNCHER_CASES) {
            const testName = `launcher-${caseName}`;
            const unsupported = launcher.unsupported[testName];
            test(testName, { timeout: launcher.timeoutMs * 2 + 30_000, skip: unsupported ? `${launcher.name}: ${unsupported}` : false }, async (t) => {
                const failure = await runLauncherCase(launcher, caseName);
                applyKnownFailure(t, `${launcher.name}:${testName}`, failure, known);
            });
        }
    });
}
