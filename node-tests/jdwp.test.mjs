// The JDK's own JDWP agent on native Vitrine, driven by the JDK's jdb (running on HotSpot), compared
// with the same session against HotSpot: each tests/jdb/<name>.jdb session (node-tests/lib/jdb-session.mjs
// says how they run and what is compared). The WebAssembly VM runs the same sessions with the bridge's
// JDWP server: node-tests/jdwp-wasm.test.mjs. A session is skipped, saying why, when libjdwp.so is not
// in the JDK, or when the VM does not offer a capability the agent needs: the agent's own error is seen
// first, then the jdwpcaps probe agent (native-tests/jvmti/agents/jdwpcaps) lists what is missing.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JAVA_HOME, RUNTIMES, agentFile, compileJava, nativeBuild, run } from './lib/jvmti-parity.mjs';
import { JDB, JDB_DIR, LIBJDWP, STEP_MS, SESSION_MS, normalizeJdb, parseScript, programOutput, session } from './lib/jdb-session.mjs';

// What the VM does not offer of what the agent asks for (the jdwpcaps probe): the capabilities it cannot
// start without, and those it uses when offered.
async function missingCapabilities() {
    const rt = RUNTIMES.native;
    const r = await run(rt, [`-agentpath:${agentFile('jdwpcaps')}`, '-version'], { timeout: STEP_MS });
    const list = (kind) => [...r.stdout.matchAll(new RegExp(`^${kind}: (\\S+)$`, 'gm'))].map((m) => m[1]);
    return { required: list('missing'), optional: list('optional') };
}

const scripts = existsSync(JDB_DIR) ? readdirSync(JDB_DIR).filter((f) => f.endsWith('.jdb')).sort() : [];
const notBuilt = [...RUNTIMES.native.needs, agentFile('jdwpcaps'), join(nativeBuild, 'libjvm.so')].find((p) => !existsSync(p));
const skipAll = !existsSync(LIBJDWP) ? `${LIBJDWP} is not in the JDK` : !existsSync(JDB) ? `${JDB} is not in the JDK`
    : notBuilt ? `${notBuilt} is not built` : false;

describe('jdb sessions: the JDK\'s JDWP agent on native Vitrine, as on HotSpot', () => {
    const classes = skipAll ? null : compileJava([...new Set(scripts.map((f) => parseScript(f).program))].map((p) => `tests/jdb/${p}.java`));
    for (const f of scripts) {
        test(f, { skip: skipAll, timeout: 2 * SESSION_MS + 10000 }, async (t) => {
            const script = parseScript(f);
            const got = await session(RUNTIMES.native.command, {}, script, classes);
            const missing = await missingCapabilities();
            if (!got.started) {
                if (/JDWP unable to get necessary JVMTI capabilities/.test(got.vm.stdout + got.vm.stderr) && missing.required.length) {
                    t.skip(`the VM does not offer capabilities the JDWP agent cannot start without: ${missing.required.join(', ')}`);
                    return;
                }
                assert.fail(`the agent did not start (status ${got.vm.status}): ${got.vm.stdout}${got.vm.stderr}`);
            }
            const lacking = script.needs.filter((c) => missing.required.includes(c) || missing.optional.includes(c));
            if (lacking.length) {
                t.skip(`the VM does not offer capabilities this session needs: ${lacking.join(', ')}`);
                return;
            }
            const want = await session([join(JAVA_HOME, 'bin', 'java')], {}, script, classes);
            assert.ok(want.started, `HotSpot's agent did not start: ${want.vm.stdout}${want.vm.stderr}`);
            assert.equal(normalizeJdb(got.jdb.stdout), normalizeJdb(want.jdb.stdout), 'jdb\'s transcript differs from HotSpot\'s');
            assert.equal(programOutput(got.vm.stdout), programOutput(want.vm.stdout), 'the program\'s output');
            assert.equal(got.vm.status, want.vm.status, 'the program\'s exit status');
        });
    }
});
