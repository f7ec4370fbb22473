// The bridge's JDWP server (wasm-bridge/jdwp/) on the WebAssembly VM under Node, driven by the JDK's jdb
// through every tests/jdb/<name>.jdb session, compared with the same session against HotSpot
// (node-tests/lib/jdb-session.mjs: one command at a time, transcripts normalised alike, the program's
// output, error output and exit status). The VM is wasm-bridge/bin/vitrine.mjs with
// -agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=127.0.0.1:0, as HotSpot's.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JAVA_HOME, ROOT, compileJava, wasmBuild } from './lib/jvmti-parity.mjs';
import { JDB, JDB_DIR, SESSION_MS, normalizeJdb, parseScript, programOutput, session } from './lib/jdb-session.mjs';

const WASM_VM = [process.execPath, join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs')];
const scripts = existsSync(JDB_DIR) ? readdirSync(JDB_DIR).filter((f) => f.endsWith('.jdb')).sort() : [];
const skipAll = !existsSync(JDB) ? `${JDB} is not in the JDK`
    : !existsSync(join(wasmBuild, 'vitrine.wasm')) ? `${wasmBuild}/vitrine.wasm is not built` : false;

describe('jdb sessions: the bridge\'s JDWP server on the WebAssembly VM, as on HotSpot', () => {
    const classes = skipAll ? null : compileJava([...new Set(scripts.map((f) => parseScript(f).program))].map((p) => `tests/jdb/${p}.java`));
    for (const f of scripts) {
        test(f, { skip: skipAll, timeout: 2 * SESSION_MS + 10000 }, async () => {
            const script = parseScript(f);
            const [got, want] = [await session(WASM_VM, { VITRINE_WASM_DIR: wasmBuild }, script, classes),
                await session([join(JAVA_HOME, 'bin', 'java')], {}, script, classes)];
            assert.ok(got.started, `the JDWP server did not start (status ${got.vm.status}): ${got.vm.stdout}${got.vm.stderr}`);
            assert.ok(want.started, `HotSpot's agent did not start: ${want.vm.stdout}${want.vm.stderr}`);
            assert.equal(normalizeJdb(got.jdb.stdout), normalizeJdb(want.jdb.stdout), 'jdb\'s transcript differs from HotSpot\'s');
            assert.equal(programOutput(got.vm.stdout), programOutput(want.vm.stdout), 'the program\'s output');
            assert.equal(got.vm.stderr, want.vm.stderr, 'the program\'s stderr');
            assert.equal(got.vm.status, want.vm.status, 'the program\'s exit status');
        });
    }
});
