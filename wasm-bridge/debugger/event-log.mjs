// event-log.mjs: the JVMTI events the debugger receives, as the rows of the panel's event log (for
// teaching how a debugger works): { seq, name, time (ms since the debugger was made), thread, threadId,
// className, method, location, line, ... }
// made while the event's callback runs (its handles are valid only then), plain JSON-able data.
// Events a debugger does not need (MethodEntry, MonitorWait, GarbageCollectionStart...) can be asked
// for as well: the debugger holds their capabilities from OnLoad (LOG_CAPABILITIES), and adds the
// others' when asked.
import { typeName } from './values.mjs';

// The capability each event needs (the ones a log may ask for beyond the debugger's own).
const EVENT_CAPABILITIES = {
    MethodEntry: 'can_generate_method_entry_events', MethodExit: 'can_generate_method_exit_events',
    ExceptionCatch: 'can_generate_exception_events', FieldAccess: 'can_generate_field_access_events',
    FieldModification: 'can_generate_field_modification_events', MonitorContendedEnter: 'can_generate_monitor_events',
    MonitorContendedEntered: 'can_generate_monitor_events', MonitorWait: 'can_generate_monitor_events',
    MonitorWaited: 'can_generate_monitor_events', GarbageCollectionStart: 'can_generate_garbage_collection_events',
    GarbageCollectionFinish: 'can_generate_garbage_collection_events', ObjectFree: 'can_generate_object_free_events',
    VMObjectAlloc: 'can_generate_vm_object_alloc_events', NativeMethodBind: 'can_generate_native_method_bind_events',
    CompiledMethodLoad: 'can_generate_compiled_method_load_events', CompiledMethodUnload: 'can_generate_compiled_method_load_events',
};

/** A clock in milliseconds (performance.now where there is one: Node, browsers, workers). */
export const now = () => (typeof performance === 'object' ? performance.now() : Date.now());

/** The capabilities a debugger adds at OnLoad so that its event log can ask for these events later. */
export const LOG_CAPABILITIES = ['can_generate_method_entry_events', 'can_generate_method_exit_events', 'can_generate_monitor_events',
    'can_generate_garbage_collection_events'];

/** The capabilities event `name` needs, beyond the debugger's (null for none). */
export const eventCapability = (name) => EVENT_CAPABILITIES[name] || null;

/** The log row of event `e` (a decoded JVMTI event: e.event is its name). */
export function describeEvent(dbg, e, seq) {
    const j = dbg.jvmti;
    const row = { seq, name: e.event, time: Math.round((now() - dbg.createdAt) * 10) / 10 };
    for (const [key, v] of Object.entries(e)) {
        if (key === 'event' || key === 'jniEnv') continue;
        try {
            if (key === 'thread') {
                if (!v) continue;
                row.threadId = dbg.threadId(v);
                const info = j.getThreadInfo(v);
                row.thread = info.name;
                for (const h of [info.threadGroup, info.contextClassLoader]) if (h) h.release();
            } else if (key === 'klass' || key === 'fieldKlass') {
                if (v) row[key === 'klass' ? 'className' : 'fieldClass'] = typeName(j.getClassSignature(v).signature);
            } else if (key === 'method' || key === 'catchMethod') {
                if (!v) continue;
                const info = dbg.info(v);
                row[key] = `${info.className.replace(/\//g, '.')}.${info.name}`;
            } else if (key === 'location' || key === 'catchLocation') {
                row[key] = v;
                const m = key === 'location' ? e.method : e.catchMethod;
                if (m && v >= 0) row[key === 'location' ? 'line' : 'catchLine'] = dbg.lineOf(m, v);
            } else if (key === 'field') {
                const k = e.fieldKlass;
                if (k && v) row.field = j.getFieldName(k, v).name;
            } else if (v && typeof v === 'object' && typeof v.is === 'function') { // any other object: class and id
                row[key] = dbg.values.display(v);
            } else if (typeof v === 'bigint') {
                row[key] = v.toString();
            } else if (v === null || ['number', 'string', 'boolean'].includes(typeof v)) {
                row[key] = v;
            }
        } catch (err) {
            row[key] = `<${err.message}>`;
        }
    }
    return row;
}
