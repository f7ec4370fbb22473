// method-count-tool.mjs: a JVMTI tool for the page API's `tools` option (node-tests/browser-vm.test.mjs):
// it runs in the VM's worker with synchronous event handlers, counts the entries into the methods of
// the program's classes (MethodEntry), reports their ClassPrepare and the counts at VMDeath to the
// page, and answers the page's "ping" with the VM's phase.
export default function countMethods(bridge, { options, post, onMessage }) {
    const j = bridge.createEnvironment();
    j.addCapabilities({ can_generate_method_entry_events: true });
    const counts = {};
    const prefix = options.classPrefix;
    const className = (k) => j.getClassSignature(k).signature.slice(1, -1);
    j.setEventCallbacks({
        ClassPrepare(e) {
            const name = className(e.klass);
            if (name.startsWith(prefix)) post({ event: 'ClassPrepare', name });
        },
        MethodEntry(e) {
            const klass = j.getMethodDeclaringClass(e.method);
            const name = className(klass);
            klass.release();
            if (!name.startsWith(prefix)) return;
            const key = `${name}.${j.getMethodName(e.method).name}`;
            counts[key] = (counts[key] || 0) + 1;
        },
        VMDeath() { post({ event: 'VMDeath', counts }); },
    });
    for (const ev of ['ClassPrepare', 'MethodEntry', 'VMDeath']) j.setEventNotificationMode('JVMTI_ENABLE', ev, null);
    onMessage((m) => { if (m === 'ping') post({ event: 'pong', phase: j.getPhase() }); });
}
