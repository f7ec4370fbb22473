// The JVMTI class, method, field and object queries (jvmti/query_*.c) on the WebAssembly VM: QueryDump
// (native-tests/jvmti/java) runs QueryTarget's code so that it is quickened, then prints what the
// queries return through its statically linked natives (native-tests/jvmti/lib/jvmtiquery, in the
// test program build/wasm/jvmtiquery made by cmake/JvmtiWasmTests.cmake). The output must equal,
// byte for byte, the expectations the native build writes on HotSpot from the class files and from
// HotSpot itself (<native build>/native-tests/jvmti/expected.txt, cmake/JvmtiTests.cmake): versions,
// modifiers, signatures, source files, interfaces, constant pool bytes, fields and methods in order,
// bytecodes, line number and local variable tables, object sizes. The native VM is checked against
// the same file by the cmocka test native-tests/test_jvmti_queries.c.
//
//   node --test node-tests/jvmti-queries.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { ROOT, rel } from './lib/java-corpus.mjs';

const nativeBuild = process.env.VITRINE_NATIVE ? dirname(process.env.VITRINE_NATIVE) : join(ROOT, 'build', 'native');
const wasmBuild = process.env.VITRINE_WASM_DIR || join(ROOT, 'build', 'wasm');
const expectedFile = join(nativeBuild, 'native-tests', 'jvmti', 'expected.txt');
const program = join(wasmBuild, 'jvmtiquery', 'vitrine.wasm');
const classes = join(wasmBuild, 'native-tests', 'jvmti', 'classes');
const missing = [expectedFile, program, join(classes, 'QueryDump.class')].find((f) => !existsSync(f));

test('the queries on the WebAssembly VM give what the class files and HotSpot give',
    { skip: missing ? `${rel(missing)} is not built` : false }, () => {
        // the SourceDebugExtension lines are for the cmocka test (a class defined from bytes)
        const expected = readFileSync(expectedFile, 'utf8').split('\n').filter((l) => !l.startsWith('sde')).join('\n');
        const names = expected.split('\n').filter((l) => l.startsWith('class ')).map((l) => l.slice(6));
        assert.ok(names.length >= 10);
        const scratch = mkdtempSync(join(tmpdir(), 'vitrine-jvmti-'));
        const r = spawnSync(process.execPath, [join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs'), '-cp', classes, 'QueryDump', ...names], {
            cwd: scratch,
            encoding: 'utf8',
            timeout: 120_000,
            maxBuffer: 64 << 20,
            env: {
                PATH: process.env.PATH || '/usr/bin:/bin',
                HOME: scratch,
                VITRINE_WASM_DIR: join(wasmBuild, 'jvmtiquery'),
                VITRINE_WASM_JAVA_HOME: join(wasmBuild, 'jdk'),
            },
        });
        rmSync(scratch, { recursive: true, force: true });
        assert.equal(r.status, 0, r.stderr);
        assert.equal(r.stderr, '');
        const got = r.stdout.split('\n');
        const want = expected.split('\n');
        for (let i = 0; i < Math.max(got.length, want.length); i++) {
            if (got[i] !== want[i]) {
                const cut = (s) => (s === undefined ? '(nothing)' : s.length > 300 ? s.slice(0, 300) + '...' : s);
                assert.fail(`line ${i + 1} differs\n  wasm:     ${cut(got[i])}\n  expected: ${cut(want[i])}`);
            }
        }
    });
