// query-client.mjs: a JavaScript JVMTI client (node-tests/bridge/run.mjs) that describes, when the VM
// ends, the classes the program's arguments name (QueryLoad, native-tests/jvmti/java), in the format of
// the expectations written on HotSpot (node-tests/bridge/query-dump.mjs). Without
// can_access_local_variables (not offered by every build) the local variable tables are left out and a
// line "no locals" comes first.
import { dumpClass } from './query-dump.mjs';
import { writeFd } from '../../wasm-bridge/node-vm.mjs';

export default function onLoad(bridge) {
    const jvmti = bridge.createEnvironment();
    const locals = jvmti.getPotentialCapabilities().can_access_local_variables;
    if (!locals) writeFd(1, 'no locals\n');
    jvmti.addCapabilities({ can_get_bytecodes: true, can_get_constant_pool: true, can_get_source_file_name: true,
        can_get_line_numbers: true, can_access_local_variables: locals });
    const names = process.argv.slice(process.argv.indexOf('QueryLoad') + 1);
    jvmti.setEventCallbacks({
        VMDeath() {
            const bySig = new Map();
            for (const c of jvmti.getLoadedClasses()) {
                const s = jvmti.getClassSignature(c).signature;
                if (s.startsWith('L')) bySig.set(s.slice(1, -1), c);
                else c.release();
            }
            for (const n of names) writeFd(1, bySig.has(n) ? dumpClass(jvmti, n, bySig.get(n)) : `class ${n}\nnot loaded\n`);
        },
    });
    jvmti.setEventNotificationMode('JVMTI_ENABLE', 'VMDeath', null);
}
