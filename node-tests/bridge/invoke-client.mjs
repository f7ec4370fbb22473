// invoke-client.mjs: runs methods through the bridge's values.invoke on the main thread of
// tests/jdb/Invoke.java, stopped at a breakpoint (line 55, with `obj` and `local` set), for
// node-tests/bridge-invoke.test.mjs: every kind of call, results of several types, a thrown
// exception, and the calls that cannot be made (inside the event's callback, on a thread that is not
// suspended, on one that waits, a method that does not fit the kind of call, the wrong number of
// arguments). Then the thread is resumed and the program must run on as if nothing had happened.
import { writeFd } from '../../wasm-bridge/node-vm.mjs';

const say = (s) => writeFd(1, `${s}\n`);
const show = (v) => (typeof v === 'bigint' ? `${v}L` : typeof v === 'string' ? JSON.stringify(v) : String(v));

export default function onLoad(bridge) {
    const j = bridge.createEnvironment();
    j.addCapabilities({ can_suspend: true, can_generate_breakpoint_events: true, can_access_local_variables: true,
        can_get_line_numbers: true });
    const v = bridge.values;
    const methodOf = (k, name, sig) => j.getClassMethods(k).find((m) => {
        const n = j.getMethodName(m);
        return n.name === name && n.signature === sig;
    });
    const threadNamed = (name) => j.getAllThreads().find((t) => j.getThreadInfo(t).name === name);
    const attempt = (what, f) => {
        try {
            const r = f();
            say(`${what}: ${r.exception ? `threw ${j.getClassSignature(v.objectClass(r.exception)).signature}` : show(r.value)}`);
        } catch (e) {
            say(`${what}: ${e.error ?? e.name}`);
        }
    };
    let klass;

    function calls(thread) {
        const obj = j.getLocalObject(thread, 0, 1);
        const toStr = (o) => v.string(v.invoke(thread, 'virtual', null, o, methodOf(v.superclass(klass), 'toString', '()Ljava/lang/String;'), '()Ljava/lang/String;').value);
        attempt('add(2, 3)', () => v.invoke(thread, 'static', klass, null, methodOf(klass, 'add', '(II)I'), '(II)I', [2, 3]));
        attempt('big(40)', () => v.invoke(thread, 'static', klass, null, methodOf(klass, 'big', '(I)J'), '(I)J', [40]));
        attempt('obj.isBig()', () => v.invoke(thread, 'virtual', null, obj, methodOf(klass, 'isBig', '()Z'), '()Z'));
        attempt('obj.initial()', () => v.invoke(thread, 'virtual', null, obj, methodOf(klass, 'initial', '()C'), '()C'));
        attempt('obj.area()', () => v.invoke(thread, 'virtual', null, obj, methodOf(klass, 'area', '()D'), '()D'));
        const greet = v.invoke(thread, 'virtual', null, obj, methodOf(klass, 'greet', '(Ljava/lang/String;)Ljava/lang/String;'),
            '(Ljava/lang/String;)Ljava/lang/String;', [v.newString('bridge')]);
        say(`obj.greet("bridge"): ${JSON.stringify(v.string(greet.value))}`);
        say(`Object.toString() virtual: ${toStr(obj)}`);
        const plain = v.invoke(thread, 'nonvirtual', v.superclass(klass), obj, methodOf(v.superclass(klass), 'toString', '()Ljava/lang/String;'), '()Ljava/lang/String;');
        say(`Object.toString() nonvirtual: ${v.string(plain.value).replace(/@[0-9a-f]+$/, '@#')}`);
        const made = v.invoke(thread, 'constructor', klass, null, methodOf(klass, '<init>', '(ILjava/lang/String;)V'), '(ILjava/lang/String;)V', [3, v.newString('three')]);
        say(`new Invoke(3, "three"): ${toStr(made.value)}`);
        attempt('boom()', () => v.invoke(thread, 'static', klass, null, methodOf(klass, 'boom', '()I'), '()I'));
        attempt('add as an instance method', () => v.invoke(thread, 'virtual', null, obj, methodOf(klass, 'add', '(II)I'), '(II)I', [1, 2]));
        attempt('Invoke\'s constructor making an Object', () => v.invoke(thread, 'constructor', v.superclass(klass), null,
            methodOf(klass, '<init>', '(ILjava/lang/String;)V'), '(ILjava/lang/String;)V', [1, v.newString('one')]));
        attempt('add with one argument', () => v.invoke(thread, 'static', klass, null, methodOf(klass, 'add', '(II)I'), '(I)I', [1, 2]));
        attempt('on Finalizer, not suspended', () => v.invoke(threadNamed('Finalizer'), 'static', klass, null, methodOf(klass, 'add', '(II)I'), '(II)I', [1, 2]));
        const waiting = threadNamed('Reference Handler');
        j.suspendThread(waiting);
        attempt('on Reference Handler, suspended while it waits', () => v.invoke(waiting, 'static', klass, null, methodOf(klass, 'add', '(II)I'), '(II)I', [1, 2]));
        j.resumeThread(waiting);
        say(`main still suspended: ${(j.getThreadState(thread) & 0x100000) !== 0}`);
    }

    j.setEventCallbacks({
        ClassPrepare(e) {
            if (j.getClassSignature(e.klass).signature !== 'LInvoke;') return;
            klass = e.klass;
            const main = methodOf(klass, 'main', '([Ljava/lang/String;)V');
            j.setBreakpoint(main, j.getLineNumberTable(main).find((l) => l.lineNumber === 55).startLocation);
        },
        Breakpoint(e) {
            attempt('in the callback', () => v.invoke(e.thread, 'static', klass, null, methodOf(klass, 'add', '(II)I'), '(II)I', [1, 2]));
            j.suspendThread(null);
            setTimeout(() => {
                calls(e.thread);
                say('resuming');
                j.resumeThread(e.thread);
                bridge.wakeHost();
            }, 0);
        },
    });
    j.setEventNotificationMode('JVMTI_ENABLE', 'ClassPrepare', null);
    j.setEventNotificationMode('JVMTI_ENABLE', 'Breakpoint', null);
}
