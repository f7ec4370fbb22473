#!/usr/bin/env node
// Maintain tests/java/known-failures.txt from an actual run of the corpus and launcher cases.
//
//   node node-tests/tools/known-failures.mjs            report only: what passes, what fails, list drift
//   node node-tests/tools/known-failures.mjs --prune    also remove entries whose tests now pass
//   node node-tests/tools/known-failures.mjs --add      also add failing tests that are not listed,
//                                                      with the first error line as the reason
// VITRINE_LAUNCHERS and VITRINE_CORPUS_FILTER select launchers and programs as for the tests.
//
// --add records regressions as "expected", so use it deliberately (e.g. for a new program or a new
// launcher), and review the reasons it writes. Comments and the order of existing lines are kept.

import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import {
    corpusPrograms,
    selectedLaunchers,
    knownFailures,
    ensureCorpusBuilt,
    runProgram,
    knownFailureKey,
    runLauncherCase,
    readGolden,
    compareRun,
    KNOWN_FAILURES_FILE,
    LAUNCHER_CASES,
} from '../lib/java-corpus.mjs';

const prune = process.argv.includes('--prune');
const add = process.argv.includes('--add');
const CONCURRENCY = 2;

function reasonFrom(run, golden, failure) {
    const errLines = run.stderr.toString('utf8').split('\n');
    const expectedErr = new Set(golden.stderr.toString('utf8').split('\n'));
    const caused = errLines.filter((l) => l.startsWith('Caused by: ') && !expectedErr.has(l)).pop();
    if (caused) return caused.slice('Caused by: '.length);
    const err = errLines.find((l) => /Exception|Error|error|fatal|abort/i.test(l) && !expectedErr.has(l));
    if (err) return err.trim();
    if (run.timedOut) return 'timed out';
    if (run.exit !== golden.exit) return `exit ${run.exit ?? run.signal} instead of ${golden.exit}`;
    return `wrong output: ${failure.split('\n')[0]}`;
}

async function pool(items, fn) {
    const results = new Array(items.length);
    let next = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await fn(items[i]);
        }
    }));
    return results;
}

ensureCorpusBuilt();
const known = knownFailures();
const filter = process.env.VITRINE_CORPUS_FILTER ? new RegExp(process.env.VITRINE_CORPUS_FILTER) : null;
const programs = corpusPrograms().filter((p) => !filter || filter.test(p.name));
const outcomes = []; // { key, pass, reason }

for (const launcher of selectedLaunchers()) {
    if (launcher.skip) {
        console.log(`skipping ${launcher.name}: ${launcher.skip}`);
        continue;
    }
    // programs the launcher cannot run at all are skipped, as node-tests/corpus.test.mjs skips them
    const runnable = programs.filter((p) => !launcher.unsupported[p.name]);
    const res = await pool(runnable, async (p) => {
        const golden = readGolden(p.name);
        const run = await runProgram(launcher, p);
        const failure = golden ? compareRun(golden, run) : 'no goldens';
        return { key: knownFailureKey(launcher, p.name, known), pass: failure === null, reason: failure === null ? '' : golden ? reasonFrom(run, golden, failure) : 'no goldens' };
    });
    outcomes.push(...res);
    if (!filter) {
        for (const c of LAUNCHER_CASES) {
            const failure = await runLauncherCase(launcher, c);
            outcomes.push({ key: `${launcher.name}:launcher-${c}`, pass: failure === null, reason: failure === null ? '' : failure.split('\n')[0] });
        }
    }
}

const nowPassing = outcomes.filter((o) => o.pass && known.has(o.key));
const newFailing = outcomes.filter((o) => !o.pass && !known.has(o.key));
for (const o of outcomes) console.log(`${o.pass ? 'pass' : 'FAIL'}  ${o.key}${o.pass ? '' : `  -- ${o.reason}`}`);
console.log(`\n${outcomes.filter((o) => o.pass).length} pass, ${outcomes.filter((o) => !o.pass).length} fail`);
console.log(`listed but passing (prune): ${nowPassing.map((o) => o.key).join(' ') || 'none'}`);
console.log(`failing but not listed: ${newFailing.map((o) => o.key).join(' ') || 'none'}`);

if (prune || add) {
    let lines = existsSync(KNOWN_FAILURES_FILE) ? readFileSync(KNOWN_FAILURES_FILE, 'utf8').split('\n') : [];
    if (lines.length && lines[lines.length - 1] === '') lines.pop();
    if (prune) {
        const drop = new Set(nowPassing.map((o) => o.key));
        lines = lines.filter((l) => !drop.has(l.split('#')[0].trim()));
    }
    if (add && newFailing.length) {
        for (const o of newFailing) lines.push(`${o.key}  # ${o.reason.replace(/\s+/g, ' ').slice(0, 200)}`);
    }
    writeFileSync(KNOWN_FAILURES_FILE, lines.join('\n') + '\n');
    console.log(`updated ${KNOWN_FAILURES_FILE}`);
}
