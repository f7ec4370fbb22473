// Launcher CLI behaviour, compared live with HotSpot's `java`: both are run with the same
// arguments in a scratch directory and their output and exit codes compared.
//
//   node --test node-tests/launcher.test.mjs
//   VITRINE_LAUNCHERS=hotspot node --test node-tests/launcher.test.mjs   # java against itself
//
// Tests are named launcher-<case>; known-failures.txt entries are `<launcher>:launcher-<case>`.

import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import {
    selectedLaunchers,
    knownFailures,
    ensureCorpusBuilt,
    runCommand,
    compareRun,
    describeDiff,
    applyKnownFailure,
    JAVA,
    CLASSES_DIR,
    LAUNCHER_CASES,
} from './lib/java-corpus.mjs';

const known = knownFailures();
const launchers = selectedLaunchers();
const firstLine = (buf) => buf.toString('utf8').split('\n')[0];

// The version banner: java prints `openjdk version "17..."`, then the runtime line, then the VM
// line (`OpenJDK 64-Bit Server VM ...`). Vitrine must name itself on that VM line.
function checkVersionBanner(launcherName, run) {
    const lines = run.stderr.toString('utf8').split('\n');
    if (launcherName === 'hotspot') {
        return lines[0].startsWith('openjdk version "17') ? null : `stderr's first line is not openjdk version "17...": ${JSON.stringify(lines[0])}`;
    }
    const vmLine = lines.length > 2 && lines[2] !== '' ? lines[2] : lines.filter((l) => l !== '').pop() || '';
    return vmLine.includes('Vitrine') ? null : `the VM name line does not contain "Vitrine": ${JSON.stringify(vmLine)}`;
}

// Each case: java arguments, and how to judge the launcher's run against java's.
const CASES = {
    version: {
        argv: () => ['-version'],
        check(name, ref, run) {
            assert.equal(ref.exit, 0, 'reference java -version failed');
            const problems = [];
            if (run.exit !== 0) problems.push(`exit code: expected 0, got ${run.exit}`);
            if (!run.stdout.equals(ref.stdout)) problems.push(describeDiff('stdout', ref.stdout, run.stdout));
            const banner = checkVersionBanner(name, run);
            if (banner) problems.push(banner);
            return problems;
        },
    },
    showversion: {
        argv: () => ['-showversion', '-cp', CLASSES_DIR, 'Hello'],
        check(name, ref, run) {
            assert.equal(firstLine(ref.stdout), 'Hello, world!', 'reference java -showversion did not run Hello');
            const problems = [];
            if (run.exit !== ref.exit) problems.push(`exit code: expected ${ref.exit}, got ${run.exit}`);
            if (!run.stdout.equals(ref.stdout)) problems.push(describeDiff('stdout', ref.stdout, run.stdout));
            const banner = checkVersionBanner(name, run);
            if (banner) problems.push(banner);
            return problems;
        },
    },
    'missing-main': {
        // Error: Could not find or load main class NoSuchClass
        // Caused by: java.lang.ClassNotFoundException: NoSuchClass      (exit 1)
        argv: () => ['-cp', CLASSES_DIR, 'NoSuchClass'],
        check: identical,
    },
    'unknown-option': {
        // Unrecognized option: -Xfoo / Error: Could not create the Java Virtual Machine. / ... (exit 1)
        argv: () => ['-Xfoo', '-cp', CLASSES_DIR, 'Hello'],
        check: identical,
    },
    'cp-no-arg': {
        // Error: -cp requires class path specification (exit 1)
        argv: () => ['-cp'],
        check: identical,
    },
    'no-args': {
        // Usage text on stderr, exit 1: only the first line is compared (the option list is java's own).
        argv: () => [],
        check(name, ref, run) {
            assert.equal(ref.exit, 1, 'reference java without arguments did not exit 1');
            const problems = [];
            if (run.exit !== ref.exit) problems.push(`exit code: expected ${ref.exit}, got ${run.exit}`);
            if (!run.stdout.equals(ref.stdout)) problems.push(describeDiff('stdout', ref.stdout, run.stdout));
            if (firstLine(run.stderr) !== firstLine(ref.stderr)) {
                problems.push(`stderr's first line: expected ${JSON.stringify(firstLine(ref.stderr))}, got ${JSON.stringify(firstLine(run.stderr))}`);
            }
            return problems;
        },
    },
};

function identical(name, ref, run) {
    const diff = compareRun(ref, run);
    return diff ? [diff] : [];
}

assert.deepEqual(Object.keys(CASES), LAUNCHER_CASES, 'LAUNCHER_CASES in lib/java-corpus.mjs is out of date');

for (const launcher of launchers) {
    describe(launcher.name, { skip: launcher.skip || false }, () => {
        before(() => ensureCorpusBuilt());

        for (const [caseName, c] of Object.entries(CASES)) {
            const testName = `launcher-${caseName}`;
            test(testName, { timeout: launcher.timeoutMs * 2 + 30_000 }, async (t) => {
                const argv = c.argv();
                const ref = await runCommand([JAVA], argv, { timeoutMs: 60_000 });
                if (ref.spawnError || ref.timedOut) throw new Error(`reference java failed to run: ${ref.commandLine}`);
                const run = await runCommand(launcher.command, argv, { timeoutMs: launcher.timeoutMs });
                const problems = run.spawnError ? [`could not start the launcher: ${run.spawnError.message}`] : c.check(launcher.name, ref, run);
                const failure = problems.length
                    ? `${problems.join('\n')}\ncommand: ${run.commandLine}\nreference: ${ref.commandLine}`
                    : null;
                applyKnownFailure(t, `${launcher.name}:${testName}`, failure, known);
            });
        }
    });
}
