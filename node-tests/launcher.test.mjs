// Launcher CLI behaviour, compared live with HotSpot's `java`: both are run with the same
// arguments in a scratch directory and their output and exit codes compared.
//
//   node --test node-tests/launcher.test.mjs
//   VITRINE_LAUNCHERS=hotspot node --test node-tests/launcher.test.mjs   # java against itself
//
// Tests are named launcher-<case>; known-failures.txt entries are `<launcher>:launcher-<case>`.

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
const launchers = selectedLaunchers();

for (const launcher of launchers) {
    describe(launcher.name, { skip: launcher.skip || false }, () => {
        before(() => ensureCorpusBuilt());

        for (const caseName of LAUNCHER_CASES) {
            const testName = `launcher-${caseName}`;
            test(testName, { timeout: launcher.timeoutMs * 2 + 30_000 }, async (t) => {
                const failure = await runLauncherCase(launcher, caseName);
                applyKnownFailure(t, `${launcher.name}:${testName}`, failure, known);
            });
        }
    });
}
