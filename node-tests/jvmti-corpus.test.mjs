// The Java corpus under an agent holding every capability: the allcaps agent
// (native-tests/jvmti/agents/allcaps) takes every capability the VM offers and enables nothing, and
// again enables SingleStep on every thread; each program's stdout, stderr and exit status must still
// be its HotSpot golden (tests/java/expected), byte for byte, natively and under Node.
//
//   node --test node-tests/jvmti-corpus.test.mjs                            # the representative subset
//   VITRINE_JVMTI_CORPUS=all node --test node-tests/jvmti-corpus.test.mjs   # every program (make check-jvmti-corpus)
//
// By default only SUBSET runs (it is part of make check): programs that exercise what capabilities
// could disturb (exceptions and stack traces, threads and monitors, class loading and initialisation,
// reflection, lambdas, the collector and references, deep recursion). The single-step variant needs
// the SingleStep event: while the VM does not offer it, the agent says so and the VM does not start,
// and the variant is skipped with the agent's words (naming the event); it runs by itself once
// enabling SingleStep succeeds. Programs listed for a launcher in tests/java/known-failures.txt are
// skipped there (they do not match their goldens without an agent either).
import { describe, test, before } from 'node:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import {
    corpusPrograms, launcher, knownFailures, ensureCorpusBuilt, runProgram, runCommand, readGolden, compareRun, CLASSES_DIR,
} from './lib/java-corpus.mjs';
import { agentFile, wasmBuild } from './lib/jvmti-parity.mjs';

const SUBSET = [
    'Hello', 'ExceptionFlow', 'StackTraces', 'OtherThreadStackTrace', 'StackWalkerDemo', 'HelpfulNPE', 'StaticInit',
    'ClassInitOrder', 'CustomClassLoader', 'Reflection', 'LambdaCapture', 'SyncBlocks', 'TmThreadStates', 'TmInterrupts',
    'GcReferences', 'DeepRecursion', 'UncaughtNested',
];

const all = process.env.VITRINE_JVMTI_CORPUS === 'all';
const programs = corpusPrograms().filter((p) => all || SUBSET.includes(p.name));
const known = knownFailures();

// The launchers of the corpus, loading the agent: natively the shared library, in WebAssembly the
// test program with the agent linked statically.
const RUNTIMES = [
    { name: 'native', launcher: launcher('native'), agent: (o) => `-agentpath:${agentFile('allcaps')}${o ? `=${o}` : ''}`,
      env: {}, needs: agentFile('allcaps') },
    { name: 'wasm', launcher: launcher('wasm'), agent: (o) => `-agentlib:allcaps${o ? `=${o}` : ''}`,
      env: { VITRINE_WASM_DIR: join(wasmBuild, 'jvmtitest') }, needs: join(wasmBuild, 'jvmtitest', 'vitrine.wasm') },
];

const VARIANTS = [
    { name: 'every capability, nothing enabled' },
    { name: 'single step on every thread', options: 'step', slow: 20 },
];

// Whether the agent starts with these options on a runtime: undefined, or why not (its own message).
const probes = new Map();
function unavailable(rt, options) {
    if (!options) return Promise.resolve(undefined);
    const key = `${rt.name}/${options}`;
    if (!probes.has(key)) {
        probes.set(key, runCommand(rt.launcher.command, [rt.agent(options), '-cp', CLASSES_DIR, 'Hello'], { env: rt.env, timeoutMs: rt.launcher.timeoutMs })
            .then((r) => {
                if (r.exit === 0) return undefined;
                const said = r.stderr.toString().split('\n').find((l) => l.startsWith('allcaps:'));
                return said || `the agent does not start with ${options} (exit ${r.exit})`;
            }));
    }
    return probes.get(key);
}

for (const rt of RUNTIMES) {
    const why = rt.launcher.skip || (existsSync(rt.needs) ? false : `${rt.needs} is not built`);
    for (const v of VARIANTS) {
        describe(`corpus with the allcaps agent (${v.name}) on ${rt.name}`, { skip: why, concurrency: 2 }, () => {
            before(() => ensureCorpusBuilt());
            for (const program of programs) {
                const listed = known.get(`${rt.name}:${program.name}`);
                test(program.name, { skip: listed ? `known failure without an agent: ${listed.reason}` : false,
                    timeout: rt.launcher.timeoutMs * (v.slow || 1) + 30_000 }, async (t) => {
                    const missing = await unavailable(rt, v.options);
                    if (missing) {
                        t.skip(missing);
                        return;
                    }
                    const golden = readGolden(program.name);
                    if (!golden) throw new Error(`no goldens for ${program.name}`);
                    const launcherRt = { ...rt.launcher, timeoutMs: rt.launcher.timeoutMs * (v.slow || 1) };
                    const run = await runProgram(launcherRt, program, { vmArgs: [rt.agent(v.options)], env: rt.env });
                    const failure = compareRun(golden, run);
                    if (failure !== null) throw new Error(`${failure}\ncommand: ${run.commandLine}`);
                });
            }
        });
    }
}
