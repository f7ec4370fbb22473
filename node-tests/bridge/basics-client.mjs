// basics-client.mjs: a JavaScript JVMTI client (node-tests/bridge/run.mjs) checking errors, phases,
// capabilities, raw monitors, handles and events in two environments; it prints what it sees, and
// "FAILED <what>" for a check that does not hold (node-tests/bridge-jvmti.test.mjs compares the lines).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { JvmtiError } from '../../wasm-bridge/jvmti/jvmti.mjs';
import { writeFd } from '../../wasm-bridge/node-vm.mjs';

const say = (s) => writeFd(1, s + '\n');
const expect = (what, ok) => { if (!ok) say(`FAILED ${what}`); };
function expectError(what, f, error) {
    try {
        f();
        say(`FAILED ${what}: no error`);
    } catch (e) {
        if (!(e instanceof JvmtiError)) say(`FAILED ${what}: ${e}`);
        else say(`${what}: ${e.error} (${e.code}) from ${e.function}${e.error === error ? '' : ` FAILED, expected ${error}`}`);
    }
}

export default function onLoad(bridge) {
    if (process.env.BRIDGE_CLIENT_FAIL) throw new Error('the client refuses to start');
    const a = bridge.createEnvironment();
    const b = bridge.createEnvironment();
    say(`phase ${a.getPhase()} version ${a.getVersionNumber().toString(16)}`);
    expectError('GetCurrentThreadCpuTime in OnLoad', () => a.getCurrentThreadCpuTime(), 'WRONG_PHASE');
    expectError('GetLoadedClasses in OnLoad', () => a.getLoadedClasses(), 'WRONG_PHASE');
    expectError('SingleStep without the capability', () => a.setEventNotificationMode('JVMTI_ENABLE', 'SingleStep', null), 'MUST_POSSESS_CAPABILITY');
    try { a.addCapabilities({ can_walk_on_water: true }); say('FAILED an unknown capability'); } catch (e) { say(`unknown capability: ${e.name}`); }
    a.addCapabilities({ can_get_current_thread_cpu_time: true });
    say(`a has can_get_current_thread_cpu_time: ${a.getCapabilities().can_get_current_thread_cpu_time}`);
    say(`b has can_get_current_thread_cpu_time: ${b.getCapabilities().can_get_current_thread_cpu_time}`);
    say(`GetErrorName(112): ${a.getErrorName(112)}`);
    say(`GetTime: ${typeof a.getTime()}`);
    say(`java.vm.specification.version: ${a.getSystemProperty('java.vm.specification.version')}`);
    expectError('GetSystemProperty(no.such.property)', () => a.getSystemProperty('no.such.property'), 'NOT_AVAILABLE');
    say(`java.home listed: ${a.getSystemProperties().includes('java.home')}`);
    const m = a.createRawMonitor('bridge');
    a.rawMonitorEnter(m);
    a.rawMonitorEnter(m);
    a.rawMonitorExit(m);
    a.rawMonitorExit(m);
    expectError('RawMonitorExit once too often', () => a.rawMonitorExit(m), 'NOT_MONITOR_OWNER');
    a.destroyRawMonitor(m);
    a.setEventCallbacks({
        VMInit(e) {
            say(`a VMInit phase ${a.getPhase()}`);
            expectError('b: GetCurrentThreadCpuTime', () => b.getCurrentThreadCpuTime(), 'MUST_POSSESS_CAPABILITY');
            const info = a.getCurrentThreadCpuTimerInfo();
            say(`timer info: ${Object.keys(info).join(' ')}; max_value ${typeof info.maxValue}`);
            const cur = a.getCurrentThread();
            expect('the current thread is the VMInit thread', cur.is(e.thread));
            expect('cpu time', a.getCurrentThreadCpuTime() >= 0n);
            cur.release();
            try { a.getThreadCpuTime(cur); say('FAILED a released handle'); } catch (err) { say(`a released handle: ${err.name}`); }
            // class definitions reach the VM
            const string = a.getLoadedClasses().find((k) => a.getClassSignature(k).signature === 'Ljava/lang/String;');
            expectError('RedefineClasses', () => a.redefineClasses([{ klass: string, classBytes: new Uint8Array([0xca, 0xfe, 0xba, 0xbe]) }]), 'MUST_POSSESS_CAPABILITY');
            try { a.redefineClasses([42]); say('FAILED a definition that is not an object'); } catch (err) { say(`a bad definition: ${err.name}: ${err.message}`); }
            a.addCapabilities({ can_redefine_classes: true });
            expectError('RedefineClasses of a truncated class file', () => a.redefineClasses([{ klass: string, classBytes: new Uint8Array([0xca, 0xfe, 0xba, 0xbe]) }]), 'INVALID_CLASS_FORMAT');
        },
        ClassPrepare(e) {
            const s = a.getClassSignature(e.klass).signature;
            if (s !== 'LQueryLoad;') return;
            say(`a ClassPrepare ${s} status ${a.getClassStatus(e.klass)} methods ${a.getClassMethods(e.klass).length}`);
            // redefined with its own class file, marked as version 60: the class then says so
            const bytes = new Uint8Array(readFileSync(join(a.getSystemProperty('java.class.path'), 'QueryLoad.class')));
            bytes[6] = 0;
            bytes[7] = 60;
            const before = a.getClassVersionNumbers(e.klass).majorVersion;
            a.redefineClasses([{ klass: e.klass, classBytes: bytes }]);
            say(`QueryLoad redefined: class file version ${before}, then ${a.getClassVersionNumbers(e.klass).majorVersion}`);
        },
        VMDeath() { say('a VMDeath'); },
    });
    b.setEventCallbacks({ VMInit() { say('b VMInit'); }, VMDeath() { say('b VMDeath'); } });
    for (const ev of ['VMInit', 'ClassPrepare', 'VMDeath']) a.setEventNotificationMode('JVMTI_ENABLE', ev, null);
    b.setEventNotificationMode(1, 50, null); // by number: JVMTI_ENABLE, VMInit
    b.setEventNotificationMode('JVMTI_ENABLE', 'VMDeath', null);
}
