// ClassFileLoadHook, RedefineClasses and RetransformClasses (jvmti/class_file_load_hook.c,
// jvmti/redefine*.c) with the redefine test agent (native-tests/jvmti/agents/redefine) over
// JvmtiRedefine, on HotSpot, native Vitrine (three ways) and WebAssembly, byte for byte: the hook
// rewriting a class as it loads and environments seeing each other's output in the specification's
// order, every unsupported change with its error and nothing changed, a method redefined while it runs
// (its frame continues in the old code, obsolete, with the old line numbers; an equivalent method is
// not obsolete and keeps its jmethodID), call sites linked before (static, virtual, interface,
// reflection) running the new code, breakpoints cleared, statics kept, a thread waiting in a method
// redefined meanwhile (its frame obsolete, continuing in the old code), and a retransformation whose
// hook sees the class being redefined and starts from the bytes kept at load. Then (JvmtiRetransformLate)
// retransformations of classes loaded while no environment could retransform, java.lang.String and the
// running main class among them, from class files the VM writes back. And the phases the hook comes in,
// with and without the early class hook capabilities; and (Vitrine alone) the refusal to change a class
// in the middle of one of its instructions.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { JAVA_HOME, ROOT, RUNTIMES, agentOption, compileJava, jvmtiParity, missingFor, run } from './lib/jvmti-parity.mjs';

const classes = compileJava(['native-tests/jvmti/java/JvmtiRedefine.java', 'native-tests/jvmti/java/RedefTarget.java',
    'native-tests/jvmti/java/JvmtiRetransformLate.java', 'native-tests/jvmti/java/JvmtiRedefineMid.java']);
// the classes' other versions, each directory into <classes>/<name>/
const versions = join(ROOT, 'native-tests', 'jvmti', 'java', 'redefine');
for (const v of readdirSync(versions)) {
    const sources = readdirSync(join(versions, v)).filter((f) => f.endsWith('.java')).map((f) => join(versions, v, f));
    const r = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-g', '-cp', classes, '-d', join(classes, v), ...sources], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`javac failed for ${v}: ${r.stderr}`);
}

jvmtiParity('class redefinition', [{
    name: 'load hook, unsupported changes, redefinition while running, retransformation',
    agent: 'redefine',
    args: () => ['-cp', '.', 'JvmtiRedefine'],
}, {
    name: 'retransformation of classes loaded while no environment could retransform (class files written by the VM)',
    agent: 'redefine',
    options: 'late',
    args: () => ['-cp', '.', 'JvmtiRetransformLate'],
}, {
    name: 'ClassFileLoadHook in the primordial phase with the early and all class hook capabilities',
    agent: 'redefine',
    options: 'early',
    args: () => ['-version'],
}, {
    name: 'ClassFileLoadHook from the start phase on without them',
    agent: 'redefine',
    options: 'noearly',
    args: () => ['-version'],
}], classes);

// Vitrine's own rule (docs/JVMTI.md): a class cannot change under a callback of an event posted in the
// middle of one of its methods' instructions (SampledObjectAlloc of main's `new`): NOT_AVAILABLE, where
// a ClassPrepare posted from the application loader's frames may. (HotSpot samples no such small object
// at interval 0, and allows both.)
for (const [name, rt] of Object.entries(RUNTIMES)) {
    if (name === 'hotspot') continue;
    describe(`redefinition from callbacks on ${name}`, () => {
        const why = missingFor(rt, 'redefine');
        test('not in the middle of an instruction of the class', { skip: why ? `${why} is not built` : false }, async () => {
            const got = await run(rt, [agentOption(rt, 'redefine', 'mid'), '-cp', '.', 'JvmtiRedefineMid'], { cwd: classes });
            assert.equal(got.stdout, 'AddCapabilities: JVMTI_ERROR_NONE\n'
                + 'at ClassPrepare: JVMTI_ERROR_NONE, at SampledObjectAlloc: JVMTI_ERROR_NOT_AVAILABLE true\n', got.stderr);
            assert.equal(got.status, 0);
        });
    });
}
