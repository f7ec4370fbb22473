// trace-client.mjs: the trace agent (native-tests/jvmti/agents/trace/trace.c) written in JavaScript on
// the bridge: the same environment, capability, event, general and raw monitor functions, with the
// same good and bad arguments in each phase, printing the same lines. node-tests/bridge-trace.test.mjs
// compares its output with the C agent's on HotSpot, leaving out only the lines of calls JavaScript
// cannot make (JNI GetEnv with other versions, NULL out-pointers, a callback table's size, the agent's
// options and Agent_OnUnload).
import { JvmtiError, errors } from '../../wasm-bridge/jvmti/jvmti.mjs';
import { writeFd } from '../../wasm-bridge/node-vm.mjs';

const say = (s) => writeFd(1, `${s}\n`);

// Calls f and prints "<what>: JVMTI_ERROR_<name>" as the C agent's check() does; f's result or undefined.
function check(what, f) {
    try {
        const r = f();
        say(`${what}: JVMTI_ERROR_NONE`);
        return r;
    } catch (e) {
        if (!(e instanceof JvmtiError)) throw e;
        say(`${what}: JVMTI_ERROR_${e.error}`);
        return undefined;
    }
}

const PHASES = { 1: 'onload', 2: 'primordial', 6: 'start', 4: 'live', 8: 'dead' };
const phase = (env) => PHASES[env.getPhase()] || '?';
const javaName = (env, klass) => env.getClassSignature(klass).signature.slice(1, -1).replace(/\//g, '.');
const threadName = (env, thread) => env.getThreadInfo(thread).name;
const programThread = (name) => name === 'main' || name.startsWith('worker');
const yesNo = (b) => (b ? 'yes' : 'no');

// A C string in the VM's memory that stays there (an environment's local storage points to it).
function cStringInVm(bridge, text) {
    const bytes = new TextEncoder().encode(text);
    const p = bridge.module._vitrine_bridge_alloc(bytes.length + 1) >>> 0;
    bridge.mem.setBytes(p, bytes);
    bridge.module.HEAPU8[p + bytes.length] = 0;
    return p;
}

export default function onLoad(bridge) {
    // GetEnv six times (JVMTI 1.0 ... 17): the bridge makes JVMTI_VERSION environments; the first is the
    // "second" environment, the last the agent's own, as in the C agent.
    const envs = Array.from({ length: 6 }, () => bridge.createEnvironment());
    say(`each GetEnv gives a new environment: ${yesNo(new Set(envs.map((e) => e.env)).size === 6)}`);
    const jvmti = envs[5];
    const second = envs[0];
    for (let i = 1; i < 5; i++) check('DisposeEnvironment', () => envs[i].disposeEnvironment());
    const data = check('GetEnvironmentLocalStorage', () => jvmti.getEnvironmentLocalStorage());
    say(`  initially ${data ? 'set' : 'NULL'}`);
    check('SetEnvironmentLocalStorage', () => jvmti.setEnvironmentLocalStorage(cStringInVm(bridge, "first's")));
    say(`  now ${bridge.mem.string(jvmti.getEnvironmentLocalStorage())}`);

    // general
    const v = check('GetVersionNumber', () => jvmti.getVersionNumber());
    say(`version 0x${(v >>> 0).toString(16)}`);
    say(`phase ${phase(jvmti)}`);
    const n = check('GetErrorName(INVALID_ENVIRONMENT)', () => jvmti.getErrorName(errors.INVALID_ENVIRONMENT));
    say(`  ${n ?? 'NULL'}`);
    check('GetErrorName(9999)', () => jvmti.getErrorName(9999));
    check('Allocate(0)', () => jvmti.allocate(0));
    check('Allocate(-1)', () => jvmti.allocate(-1));
    check('Allocate(16)', () => jvmti.allocate(16));
    check('Deallocate(NULL)', () => jvmti.deallocate(null));
    const f = check('GetJLocationFormat', () => jvmti.getJLocationFormat());
    say(`  format ${f}`);
    const cpus = check('GetAvailableProcessors', () => jvmti.getAvailableProcessors());
    say(`  processors > 0: ${yesNo(cpus > 0)}`);
    const ti = check('GetTimerInfo', () => jvmti.getTimerInfo());
    say(`  timer kind ${ti.kind} max ${ti.maxValue} skip ${+ti.maySkipForward} ${+ti.maySkipBackward}`);
    const t1 = jvmti.getTime();
    const t2 = check('GetTime', () => jvmti.getTime());
    say(`  time goes forward: ${yesNo(t2 >= t1)}`);
    check('SetVerboseFlag(OTHER)', () => jvmti.setVerboseFlag('JVMTI_VERBOSE_OTHER', false));
    check('SetVerboseFlag(99)', () => jvmti.setVerboseFlag(99, false));
    check('onload: GetCurrentThread', () => jvmti.getCurrentThread());
    check('onload: GetCurrentThreadCpuTime without the capability', () => jvmti.getCurrentThreadCpuTime());

    // properties
    say(`  ${check('GetSystemProperty(java.vm.specification.version)', () => jvmti.getSystemProperty('java.vm.specification.version')) ?? 'NULL'}`);
    check('GetSystemProperty(no.such.property)', () => jvmti.getSystemProperty('no.such.property'));
    check('GetSystemProperty(NULL)', () => jvmti.getSystemProperty(null));
    check('SetSystemProperty(jvmti.trace.prop)', () => jvmti.setSystemProperty('jvmti.trace.prop', 'set in OnLoad'));
    check('SetSystemProperty(java.vm.specification.version)', () => jvmti.setSystemProperty('java.vm.specification.version', '1'));
    const keys = check('GetSystemProperties', () => jvmti.getSystemProperties());
    say(`  java.home listed: ${yesNo(keys.includes('java.home'))}`);
    say(`  jvmti.trace.prop listed: ${yesNo(keys.includes('jvmti.trace.prop'))}`);

    // capabilities
    const potential = check('GetPotentialCapabilities', () => jvmti.getPotentialCapabilities());
    say(`  can_get_current_thread_cpu_time: ${yesNo(potential.can_get_current_thread_cpu_time)}`);
    const cpu = { can_get_current_thread_cpu_time: true };
    check('AddCapabilities(can_get_current_thread_cpu_time)', () => jvmti.addCapabilities(cpu));
    const have = check('GetCapabilities', () => jvmti.getCapabilities());
    say(`  has can_get_current_thread_cpu_time: ${yesNo(have.can_get_current_thread_cpu_time)}`);
    const other = check('second: GetCapabilities', () => second.getCapabilities());
    say(`  second has can_get_current_thread_cpu_time: ${yesNo(other.can_get_current_thread_cpu_time)}`);
    check('RelinquishCapabilities', () => jvmti.relinquishCapabilities(cpu));
    say(`  still has can_get_current_thread_cpu_time: ${yesNo(jvmti.getCapabilities().can_get_current_thread_cpu_time)}`);
    check('AddCapabilities again', () => jvmti.addCapabilities(cpu));
    check('onload: GetCurrentThreadCpuTime', () => jvmti.getCurrentThreadCpuTime());

    // raw monitors
    check('CreateRawMonitor(NULL name)', () => jvmti.createRawMonitor(null));
    const m = check('CreateRawMonitor', () => jvmti.createRawMonitor('onload'));
    check('RawMonitorEnter', () => jvmti.rawMonitorEnter(m));
    check('RawMonitorEnter again', () => jvmti.rawMonitorEnter(m));
    check('RawMonitorExit', () => jvmti.rawMonitorExit(m));
    check('RawMonitorExit', () => jvmti.rawMonitorExit(m));
    check('RawMonitorEnter(NULL)', () => jvmti.rawMonitorEnter(0));
    check('DestroyRawMonitor', () => jvmti.destroyRawMonitor(m));

    // events
    const classEvent = (what, e) => {
        const name = javaName(jvmti, e.klass);
        if (name.startsWith('JvmtiTrace') && !name.includes('$$Lambda')) say(`${what} ${name} (phase ${phase(jvmti)})`);
    };
    const callbacks = {
        VMStart() {
            say(`VMStart (phase ${phase(jvmti)})`);
            check('start: GetCurrentThread', () => jvmti.getCurrentThread());
            check('start: SetSystemProperty', () => jvmti.setSystemProperty('jvmti.trace.late', '1'));
            check('start: GetCurrentThreadCpuTime', () => jvmti.getCurrentThreadCpuTime());
        },
        VMInit(e) {
            say(`VMInit on thread ${threadName(jvmti, e.thread)}`);
            say(`live: phase ${phase(jvmti)}`);
            const cur = check('live: GetCurrentThread', () => jvmti.getCurrentThread());
            say(`live: current thread is the VMInit thread: ${yesNo(cur.is(e.thread))}`);
            const a = check('live: GetCurrentThreadCpuTime', () => jvmti.getCurrentThreadCpuTime());
            check('live: GetThreadCpuTime(NULL)', () => jvmti.getThreadCpuTime(null));
            say(`live: current thread cpu time is not negative: ${yesNo(a >= 0n)}`);
            const string = jvmti.getLoadedClasses().find((k) => jvmti.getClassSignature(k).signature === 'Ljava/lang/String;');
            check('live: GetThreadCpuTime(a class)', () => jvmti.getThreadCpuTime(string));
            check('live: AddCapabilities(can_get_thread_cpu_time)', () => jvmti.addCapabilities({ can_get_thread_cpu_time: true }));
            check('live: GetThreadCpuTime(thread)', () => jvmti.getThreadCpuTime(e.thread));
            const info = check('live: GetThreadCpuTimerInfo', () => jvmti.getThreadCpuTimerInfo());
            say(`live: thread cpu timer kind ${info.kind} max ${info.maxValue} skip ${+info.maySkipForward} ${+info.maySkipBackward}`);
            check('live: GenerateEvents(VM_INIT)', () => jvmti.generateEvents('VMInit'));
            check('live: GenerateEvents(DYNAMIC_CODE_GENERATED)', () => jvmti.generateEvents('DynamicCodeGenerated'));
            check('live: ThreadStart for one thread', () => jvmti.setEventNotificationMode('JVMTI_ENABLE', 'ThreadStart', e.thread));
            check('live: SetSystemProperty', () => jvmti.setSystemProperty('jvmti.trace.late', '1'));
            const lm = check('live: CreateRawMonitor', () => jvmti.createRawMonitor('live'));
            check('live: RawMonitorExit before entering', () => jvmti.rawMonitorExit(lm));
            check('live: RawMonitorNotify before entering', () => jvmti.rawMonitorNotify(lm));
            check('live: RawMonitorWait before entering', () => jvmti.rawMonitorWait(lm, 1));
            check('live: RawMonitorEnter', () => jvmti.rawMonitorEnter(lm));
            check('live: RawMonitorEnter again', () => jvmti.rawMonitorEnter(lm));
            check('live: RawMonitorWait(1 ms)', () => jvmti.rawMonitorWait(lm, 1));
            check('live: RawMonitorNotify', () => jvmti.rawMonitorNotify(lm));
            check('live: RawMonitorNotifyAll', () => jvmti.rawMonitorNotifyAll(lm));
            check('live: RawMonitorExit', () => jvmti.rawMonitorExit(lm));
            check('live: RawMonitorExit', () => jvmti.rawMonitorExit(lm));
            check('live: RawMonitorExit once too often', () => jvmti.rawMonitorExit(lm));
            check('live: DestroyRawMonitor', () => jvmti.destroyRawMonitor(lm));
        },
        VMDeath() { say(`VMDeath (phase ${phase(jvmti)})`); },
        ThreadStart(e) {
            const name = threadName(jvmti, e.thread);
            if (programThread(name)) say(`ThreadStart ${name}`);
        },
        ThreadEnd(e) {
            const name = threadName(jvmti, e.thread);
            if (programThread(name)) say(`ThreadEnd ${name} (on that thread: ${yesNo(jvmti.getCurrentThread().is(e.thread))})`);
        },
        ClassLoad(e) { classEvent('ClassLoad', e); },
        ClassPrepare(e) { classEvent('ClassPrepare', e); },
    };
    check('SetEventCallbacks', () => jvmti.setEventCallbacks(callbacks));
    check('SetEventCallbacks', () => jvmti.setEventCallbacks(callbacks));
    for (const ev of ['VMStart', 'VMInit', 'VMDeath', 'ThreadStart', 'ThreadEnd', 'ClassLoad', 'ClassPrepare']) {
        check('SetEventNotificationMode(ENABLE)', () => jvmti.setEventNotificationMode('JVMTI_ENABLE', ev, null));
    }
    check('SetEventNotificationMode(event 1)', () => jvmti.setEventNotificationMode('JVMTI_ENABLE', 1, null));
    check('SetEventNotificationMode(SINGLE_STEP) without the capability', () => jvmti.setEventNotificationMode('JVMTI_ENABLE', 'SingleStep', null));
    check('onload: GenerateEvents', () => jvmti.generateEvents('DynamicCodeGenerated'));

    // the second environment: its own callbacks and storage
    check('second: SetEventCallbacks', () => second.setEventCallbacks({
        VMInit(e) {
            const p = second.getEnvironmentLocalStorage();
            say(`VMInit in the second environment (its storage: ${p ? bridge.mem.string(p) : 'none'})`);
            check('second: ThreadEnd for this thread', () => second.setEventNotificationMode('JVMTI_ENABLE', 'ThreadEnd', e.thread));
            const string = second.getLoadedClasses().find((k) => second.getClassSignature(k).signature === 'Ljava/lang/String;');
            check('second: ThreadEnd for a class', () => second.setEventNotificationMode('JVMTI_ENABLE', 'ThreadEnd', string));
        },
        ThreadEnd(e) { say(`second: ThreadEnd ${threadName(second, e.thread)}`); },
    }));
    check('second: SetEventNotificationMode', () => second.setEventNotificationMode('JVMTI_ENABLE', 'VMInit', null));
    check('second: SetEnvironmentLocalStorage', () => second.setEnvironmentLocalStorage(cStringInVm(bridge, "second's")));
}
