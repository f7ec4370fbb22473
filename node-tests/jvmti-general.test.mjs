// The general JVMTI functions beside environments and events, each with a test agent run on HotSpot,
// native Vitrine (three ways) and WebAssembly, byte for byte:
// - the extension mechanism (jvmti/extensions.c): extensions, with -XX:-ClassUnloading so that
//   HotSpot, like Vitrine, unloads no class (IsClassUnloadingEnabled answers false on both);
// - JNI function interception (jvmti/jni_function_table.c): jnitable over JvmtiJniTable, NewGlobalRef
//   counted by an interposer on two threads, then the original table back;
// - class loader search (jvmti/class_loader_search.c): loadersearch over JvmtiLoaderSearch, with four
//   archives made here (native-tests/jvmti/java/loadersearch/, one class each) appended to the boot and
//   system loaders' searches in the OnLoad and live phases, and paths that are refused;
// - native method prefixes and NativeMethodBind (jvmti/native_methods.c): nativeprefix over
//   JvmtiNativePrefix, natives wrapped by hand as two environments' transformations would wrap them,
//   bound by RegisterNatives and (natively) by name from the agent's library, one binding redirected;
// - VMObjectAlloc (jvmti/vm_object_alloc.c): vmalloc over JvmtiVmAlloc, the objects reported for each
//   kind of allocation (those of the VM's natives, not bytecodes, JNI or the VM's exceptions);
// - ResourceExhausted and DataDumpRequest (jvmti/resource_events.c): exhausted over JvmtiExhausted, an
//   array too large and a full heap (HotSpot's own log lines about them set aside), and natively
//   SIGQUIT sent by the program to itself (HotSpot's thread dump set aside: only the "dd:" lines), and in
//   WebAssembly asked for by the host (vitrine_data_dump_request, node-tests/bridge/data-dump-host.mjs);
// - the events about generated code (jvmti/compiled_code_events.c): codeevents enables them and calls
//   GenerateEvents as on HotSpot; Vitrine, which generates no code, then sends none of them.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JAVA_HOME, ROOT, RUNTIMES, agentLib, agentLibJdk, agentOption, compileJava, jvmtiParity, missingFor, run } from './lib/jvmti-parity.mjs';

const classes = compileJava(['native-tests/jvmti/java/JvmtiJniTable.java', 'native-tests/jvmti/java/JvmtiHello.java',
    'native-tests/jvmti/java/JvmtiLoaderSearch.java', 'native-tests/jvmti/java/JvmtiNativePrefix.java',
    'native-tests/jvmti/java/JvmtiVmAlloc.java', 'native-tests/jvmti/java/JvmtiExhausted.java']);

// Each archive of the loadersearch agent: its class compiled apart, so that only the archive has it.
for (const name of ['BootOnLoad', 'SysOnLoad', 'BootLive', 'SysLive']) {
    const dir = compileJava([`native-tests/jvmti/java/loadersearch/${name}.java`]);
    const r = spawnSync(join(JAVA_HOME, 'bin', 'jar'), ['cf', join(classes, `${name.toLowerCase()}.jar`), '-C', dir, '.'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`jar failed: ${r.stderr}`);
}
writeFileSync(join(classes, 'notajar.txt'), 'not an archive\n');
const cases = [{
    name: 'extension functions and events: HotSpot\'s, called, bad indexes refused',
    agent: 'extensions',
    args: () => ['-XX:-ClassUnloading', '-cp', classes, 'JvmtiHello'],
}, {
    name: 'SetJNIFunctionTable interposes on NewGlobalRef for every thread',
    agent: 'jnitable',
    args: () => ['-cp', classes, 'JvmtiJniTable'],
}, {
    name: 'archives appended to the boot and system class loaders\' searches, in OnLoad and live',
    agent: 'loadersearch',
    options: classes,
    args: () => ['-cp', '.', 'JvmtiLoaderSearch', classes],
}, {
    name: 'RegisterNatives retries with native method prefixes; NativeMethodBind redirects a binding',
    agent: 'nativeprefix',
    args: () => ['-cp', classes, 'JvmtiNativePrefix'],
}, {
    name: 'a wrapped native is found by its wrapper\'s name in the agent\'s library',
    agent: 'nativeprefix',
    // the library the agent was loaded from, so that the functions are the agent's own
    args: (cwd, rt) => [`-Djava.library.path=${rt.jdkHeaders ? agentLibJdk : agentLib}`, '-cp', classes, 'JvmtiNativePrefix', 'lookup'],
    skip: { wasm: 'System.loadLibrary does not find an agent linked statically into the WebAssembly VM (UnsatisfiedLinkError)' },
}, {
    name: 'VMObjectAlloc for the objects the VM allocates for Java code, as HotSpot',
    agent: 'vmalloc',
    args: () => ['-cp', classes, 'JvmtiVmAlloc'],
}, {
    name: 'ResourceExhausted before the VM throws OutOfMemoryError',
    agent: 'exhausted',
    args: () => ['-Xmx16m', '-cp', classes, 'JvmtiExhausted', 'heap'],
    normalize: (out) => out.replace(/^\[[0-9.]+s\]\[error\]\[jvmti\] Posting Resource Exhausted event: .*\n/gm, ''),
}, {
    name: 'ResourceExhausted before class definition throws OutOfMemoryError: Metaspace',
    agent: 'exhausted',
    args: () => ['-XX:MaxMetaspaceSize=64m', '-cp', classes, 'JvmtiExhausted', 'metaspace'],
    normalize: (out) => out.replace(/^\[[0-9.]+s\]\[error\]\[jvmti\] Posting Resource Exhausted event: .*\n/gm, ''),
}, {
    name: 'DataDumpRequest on SIGQUIT',
    agent: 'exhausted',
    args: () => ['-cp', classes, 'JvmtiExhausted', 'dump'],
    normalize: (out) => out.split('\n').filter((l) => l.startsWith('dd:')).join('\n'),
    skip: { wasm: 'no OS signals in WebAssembly: DataDumpRequest is never posted there' },
}, {
    name: 'CompiledMethodLoad/Unload and DynamicCodeGenerated can be enabled; GenerateEvents for them',
    agent: 'codeevents',
    args: () => ['-cp', classes, 'JvmtiHello'],
}];
jvmtiParity('general functions', cases, classes);

for (const name of ['native', 'wasm']) {
    const rt = RUNTIMES[name];
    describe(`generated code on ${name}`, () => {
        const why = missingFor(rt, 'codeevents');
        test('no CompiledMethodLoad, CompiledMethodUnload or DynamicCodeGenerated is ever sent', { skip: why ? `${why} is not built` : false }, async () => {
            const got = await run(rt, [agentOption(rt, 'codeevents', 'count'), '-cp', classes, 'JvmtiHello'], { cwd: classes });
            assert.match(got.stdout, /\nhello\nCompiledMethodLoad 0, CompiledMethodUnload 0, DynamicCodeGenerated 0\n$/, got.stderr);
            assert.equal(got.status, 0);
        });
    });
}

describe('DataDumpRequest from the WebAssembly host', () => {
    const rt = RUNTIMES.wasm;
    const why = missingFor(rt, 'exhausted');
    test('vitrine_data_dump_request posts it once the program runs', { skip: why ? `${why} is not built` : false }, () => {
        const r = spawnSync(process.execPath, [join(ROOT, 'node-tests', 'bridge', 'data-dump-host.mjs'),
            agentOption(rt, 'exhausted'), '-cp', classes, 'JvmtiExhausted', 'wait'],
        { encoding: 'utf8', timeout: 120_000, cwd: classes, env: { ...process.env, ...rt.env } });
        assert.equal(r.stdout, 'dd: enable ResourceExhausted: JVMTI_ERROR_NONE\ndd: enable DataDumpRequest: JVMTI_ERROR_NONE\n' +
            'dd: DataDumpRequest\ndd: DataDumpRequest events: 1\n', r.stderr);
        assert.equal(r.status, 0);
    });
});
