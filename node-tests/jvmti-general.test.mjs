// The general JVMTI functions beside environments and events, each with a test agent run on HotSpot,
// native Vitrine (three ways) and WebAssembly, byte for byte:
// - the extension mechanism (jvmti/extensions.c): extensions, with -XX:-ClassUnloading so that
//   HotSpot, like Vitrine, unloads no class (IsClassUnloadingEnabled answers false on both);
// - JNI function interception (jvmti/jni_function_table.c): jnitable over JvmtiJniTable, NewGlobalRef
//   counted by an interposer on two threads, then the original table back.
import { compileJava, jvmtiParity } from './lib/jvmti-parity.mjs';

const classes = compileJava(['native-tests/jvmti/java/JvmtiJniTable.java', 'native-tests/jvmti/java/JvmtiHello.java']);
const cases = [{
    name: 'extension functions and events: HotSpot\'s, called, bad indexes refused',
    agent: 'extensions',
    args: () => ['-XX:-ClassUnloading', '-cp', classes, 'JvmtiHello'],
}, {
    name: 'SetJNIFunctionTable interposes on NewGlobalRef for every thread',
    agent: 'jnitable',
    args: () => ['-cp', classes, 'JvmtiJniTable'],
}];
jvmtiParity('general functions', cases, classes);
