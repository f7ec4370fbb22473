// -javaagent:<jar>[=<options>] natively (jvmti/agents.c): the JDK's own libinstrument.so, a JVMTI agent,
// is loaded as HotSpot loads it (-agentlib:instrument=<jar>[=<options>]) and runs the premain of a
// java.lang.instrument agent of the tests (native-tests/jvmti/java/javaagent/AgentPremain.java, packed
// here into agent.jar with its Premain-Class), whose Instrumentation must answer as on HotSpot:
// getObjectSize, getAllLoadedClasses, isModifiableClass, the capability queries, and archives appended
// to the system and boot class loaders' searches. The program and the agent print the same lines on
// HotSpot and on native Vitrine; a ClassFileTransformer sees the classes loaded after premain, and
// premain redefines a class of its jar (Can-Redefine-Classes) with Instrumentation.redefineClasses. In WebAssembly there is no libinstrument:
// -javaagent stops start-up with the message of an agent library that cannot be found.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JAVA_HOME, ROOT, RUNTIMES, compileJava, run } from './lib/jvmti-parity.mjs';

const SRC = 'native-tests/jvmti/java/javaagent';
const classes = compileJava([`${SRC}/JavaAgentMain.java`]);

// extra: { resource name: a source whose class file is packed under that name }
function jar(name, sources, manifest, extra = {}) {
    const dir = compileJava(sources.map((s) => `${SRC}/${s}.java`));
    for (const [resource, source] of Object.entries(extra)) {
        const out = compileJava([source]);
        copyFileSync(join(out, `${source.split('/').pop().replace(/\.java$/, '')}.class`), join(dir, resource));
    }
    const args = manifest ? ['cfm', join(classes, name), join(ROOT, SRC, manifest)] : ['cf', join(classes, name)];
    const r = spawnSync(join(JAVA_HOME, 'bin', 'jar'), [...args, '-C', dir, '.'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`jar failed: ${r.stderr}`);
}
jar('agent.jar', ['AgentPremain', 'AgentGreeter'], 'agent-manifest.txt', { 'AgentGreeter.redefined': `${SRC}/redefined/AgentGreeter.java` });
jar('agent-system.jar', ['AgentSystemExtra']);
jar('agent-boot.jar', ['AgentBootExtra']);

// ClassFileLoadHook is posted when a jvmti/*.c file defines its posting function (scripts/gen-jvmti.mjs)
const jvmtiDir = join(ROOT, 'jvmti');
const hookPosted = readdirSync(jvmtiDir).some((f) => f.endsWith('.c') &&
    /^void jvmti_post_ClassFileLoadHook\(/m.test(readFileSync(join(jvmtiDir, f), 'utf8')));

const cases = [{
    name: 'premain runs with an Instrumentation that answers as on HotSpot',
    args: () => [`-javaagent:agent.jar=${classes}`, '-cp', '.', 'JavaAgentMain'],
}, {
    name: 'a ClassFileTransformer sees the classes loaded after premain',
    args: () => [`-javaagent:agent.jar=${classes},transform`, '-cp', '.', 'JavaAgentMain'],
    skip: hookPosted ? false : 'the VM does not post ClassFileLoadHook yet (no jvmti_post_ClassFileLoadHook in jvmti/): a transformer is never called',
}, {
    name: 'premain redefines a class of its jar (Instrumentation.redefineClasses)',
    args: () => [`-javaagent:agent.jar=${classes},redefine`, '-cp', '.', 'JavaAgentMain'],
}, {
    name: 'an agent jar that does not exist stops start-up as on HotSpot',
    args: () => ['-javaagent:missing.jar', '-cp', '.', 'JavaAgentMain'],
    stderr: true,
}];

const hotspot = new Map();
async function expected(c) {
    if (!hotspot.has(c.name)) hotspot.set(c.name, await run(RUNTIMES.hotspot, c.args(), { cwd: classes }));
    return hotspot.get(c.name);
}

describe('-javaagent on native', () => {
    const rt = RUNTIMES.native;
    const missing = rt.needs.find((p) => !existsSync(p));
    for (const c of cases) {
        test(c.name, { skip: missing ? `${missing} is not built` : c.skip || false }, async () => {
            const want = await expected(c);
            const got = await run(rt, c.args(), { cwd: classes });
            assert.equal(got.stdout, want.stdout, `stdout differs from HotSpot's (stderr: ${got.stderr})`);
            if (c.stderr) assert.equal(got.stderr, want.stderr);
            assert.equal(got.status, want.status, `exit status (stderr: ${got.stderr})`);
        });
    }
});

describe('-javaagent in WebAssembly', () => {
    const rt = RUNTIMES.wasm;
    const missing = rt.needs.find((p) => !existsSync(p));
    test('there is no instrument agent: start-up stops naming it', { skip: missing ? `${missing} is not built` : false }, async () => {
        const got = await run(rt, [`-javaagent:agent.jar=${classes}`, '-cp', '.', 'JavaAgentMain'], { cwd: classes });
        assert.match(got.stdout, /^Error occurred during initialization of VM\nCould not find agent library instrument on the library path, with error: libinstrument.so: cannot open shared object file: No such file or directory\n/);
        assert.equal(got.status, 1);
    });
});
