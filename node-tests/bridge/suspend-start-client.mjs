// suspend-start-client.mjs: suspends the thread that sends an event of the VM's start-up (VMInit, or
// ClassPrepare of the program's main class: both posted while the launcher's JNI calls run, below the
// sliced interpreter run) and resumes it from a timer; for node-tests/bridge-suspend.test.mjs. The
// program must run only after "resuming", and run whole.
import { writeFd } from '../../wasm-bridge/node-vm.mjs';

const say = (s) => writeFd(1, `${s}\n`);

export default function onLoad(bridge) {
    const j = bridge.createEnvironment();
    j.addCapabilities({ can_suspend: true });
    const event = process.env.SUSPEND_AT || 'VMInit';
    const hold = (thread, what) => {
        j.suspendThread(null);
        say(`suspended at ${what}: ${j.getThreadState(thread) & 0x100000 ? 'suspended' : 'running'}`);
        setTimeout(() => {
            say('resuming');
            j.resumeThread(thread);
            bridge.wakeHost();
        }, 300);
    };
    j.setEventCallbacks({
        VMInit(e) { if (event === 'VMInit') hold(e.thread, 'VMInit'); },
        ClassPrepare(e) {
            if (event === 'ClassPrepare' && j.getClassSignature(e.klass).signature === 'LWalk;') hold(e.thread, 'ClassPrepare of Walk');
        },
    });
    j.setEventNotificationMode('JVMTI_ENABLE', 'VMInit', null);
    j.setEventNotificationMode('JVMTI_ENABLE', 'ClassPrepare', null);
}
