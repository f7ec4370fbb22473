// commands-vm.mjs: the JDWP server's VirtualMachine (1) and EventRequest (15) command sets.
import { Err, EventKind, JdwpError } from './wire.mjs';

// VirtualMachine.CapabilitiesNew's 32 answers, in the specification's order, from the JVMTI
// capabilities the server holds (the first seven are also VirtualMachine.Capabilities').
export function capabilityList(a) {
    const c = a.caps;
    return [
        !!c.can_generate_field_modification_events, !!c.can_generate_field_access_events, !!c.can_get_bytecodes,
        !!c.can_get_synthetic_attribute, !!c.can_get_owned_monitor_info, !!c.can_get_current_contended_monitor,
        !!c.can_get_monitor_info,
        !!c.can_redefine_classes,
        false, // canAddMethod: HotSpot 17's restrictions, which the VM follows, allow no new methods
        false, // canUnrestrictedlyRedefineClasses
        !!c.can_pop_frame,
        true,  // canUseInstanceFilters
        !!c.can_get_source_debug_extension,
        true,  // canRequestVMDeathEvent
        false, // canSetDefaultStratum
        true,  // canGetInstanceInfo (heap walks with tags)
        !!c.can_generate_monitor_events, // canRequestMonitorEvents
        !!c.can_get_owned_monitor_stack_depth_info,
        true,  // canUseSourceNameFilters
        !!c.can_get_constant_pool,
        !!c.can_force_early_return,
        ...new Array(11).fill(false),
    ];
}

function writeClasses(a, w, classes, generic) {
    w.i32(classes.length);
    for (const k of classes) {
        const { id, tag } = a.ids.classRef(k);
        const info = a.ids.classInfo(id);
        w.u8(tag).id(id).string(info.signature);
        if (generic) w.string(info.generic || '');
        w.i32(a.classStatus(k));
    }
}

// The class library's static fields holding the properties JVMTI does not list (HotSpot's agent asks
// System.getProperty, Java code the server cannot run).
const PROPERTY_FIELDS = {
    'user.dir': ['jdk/internal/util/StaticProperty', 'USER_DIR'],
    'java.version': ['java/lang/VersionProps', 'java_version'],
};

// A system property of the VM ("" when it has none).
function property(a, name) {
    try {
        const v = a.jvmti.getSystemProperty(name);
        if (v) return v;
    } catch { /* not one of the VM's own properties */ }
    const field = PROPERTY_FIELDS[name];
    return (field && a.ids.staticString(...field)) || '';
}

// Loaded classes that are prepared (HotSpot lists no class before it is prepared).
function loadedClasses(a) {
    return a.jvmti.getLoadedClasses().filter((k) => (a.classStatus(k) & 2) && !a.isDeferred(a.ids.idOf(k)));
}

// VirtualMachine.RedefineClasses: the classes take new class files (JVMTI RedefineClasses: all or
// none). The VM clears the breakpoints in the methods it redefined, so their requests go too, as
// HotSpot's agent drops them (JDI then deletes them on its side), and cached line tables are dropped.
function redefineClasses(a, r) {
    if (!a.caps.can_redefine_classes) throw new JdwpError(Err.NOT_IMPLEMENTED, 'the VM does not offer can_redefine_classes');
    const n = r.i32();
    if (n < 0) throw new JdwpError(Err.ILLEGAL_ARGUMENT, 'a negative count');
    const definitions = [];
    for (let i = 0; i < n; i++) {
        const klass = a.ids.klass(r.id());
        const length = r.i32();
        if (length < 0) throw new JdwpError(Err.ILLEGAL_ARGUMENT, 'a negative class file length');
        const classBytes = new Uint8Array(length);
        for (let b = 0; b < length; b++) classBytes[b] = r.u8();
        definitions.push({ klass, classBytes });
    }
    a.jvmti.redefineClasses(definitions);
    const methods = new Set(definitions.flatMap((d) => a.jvmti.getClassMethods(d.klass)).map(Number));
    for (const m of methods) a.lineTables.delete(m);
    for (const req of [...a.requests.values()]) {
        const loc = req.kind === EventKind.BREAKPOINT && req.mods.find((m) => m.location)?.location;
        if (!loc || !methods.has(Number(loc.methodId))) continue;
        a.requests.delete(req.id);
        a.breakpoints.delete(`${loc.methodId}:${loc.index}`);
    }
}

export const vmCommands = {
    1: {
        1: (a, r, w) => { // Version
            const p = (n) => property(a, n);
            w.string(`Java Debug Wire Protocol (Vitrine for WebAssembly) version 17.0\nJVM Debug Interface version 17.0\nJVM version ${p('java.version')} (${p('java.vm.name')}, ${p('java.vm.info')})`);
            w.i32(17).i32(0).string(p('java.vm.version')).string(p('java.vm.name'));
        },
        2: (a, r, w) => { // ClassesBySignature
            const sig = r.string();
            const found = loadedClasses(a).filter((k) => a.ids.classInfo(a.ids.idOf(k)).signature === sig);
            w.i32(found.length);
            for (const k of found) {
                const { id, tag } = a.ids.classRef(k);
                w.u8(tag).id(id).i32(a.classStatus(k));
            }
        },
        3: (a, r, w) => writeClasses(a, w, loadedClasses(a), false), // AllClasses
        4: (a, r, w) => { // AllThreads
            const ts = a.jvmti.getAllThreads();
            w.i32(ts.length);
            for (const t of ts) w.id(a.ids.idOf(t));
        },
        5: (a, r, w) => { // TopLevelThreadGroups
            const gs = a.jvmti.getTopThreadGroups();
            w.i32(gs.length);
            for (const g of gs) w.id(a.ids.idOf(g));
        },
        6: (a) => { // Dispose
            a.clearRequests();
            a.resumeEverything();
            a.afterReply = () => a.closeConnection();
        },
        7: (a, r, w) => { for (let i = 0; i < 5; i++) w.i32(8); }, // IDSizes
        8: (a) => a.suspendAll(), // Suspend
        9: (a) => a.resumeAll(), // Resume
        10: (a, r) => { // Exit
            const code = r.i32();
            a.afterReply = () => a.exitVM(code);
        },
        11: (a, r, w) => w.id(a.ids.idOf(a.values.newString(r.string()))), // CreateString
        12: (a, r, w) => { for (const b of capabilityList(a).slice(0, 7)) w.bool(b); }, // Capabilities
        13: (a, r, w) => { // ClassPaths
            const p = (n) => property(a, n);
            w.string(p('user.dir'));
            const cp = p('java.class.path').split(':').filter(Boolean);
            w.i32(cp.length);
            for (const e of cp) w.string(e);
            w.i32(0); // no boot class path since JDK 9
        },
        14: (a, r) => { // DisposeObjects: the server holds what it numbered until the debugger detaches
            const n = r.i32();
            for (let i = 0; i < n; i++) { r.id(); r.i32(); }
        },
        15: (a) => { if (!a.held) a.held = []; }, // HoldEvents
        16: (a) => { // ReleaseEvents
            const held = a.held;
            a.held = null;
            for (const pk of held || []) a.send(pk);
        },
        17: (a, r, w) => { for (const b of capabilityList(a)) w.bool(b); }, // CapabilitiesNew
        18: redefineClasses,
        19: (a, r) => { r.string(); }, // SetDefaultStratum: only Java's stratum exists; canSetDefaultStratum is false
        20: (a, r, w) => writeClasses(a, w, loadedClasses(a), true), // AllClassesWithGeneric
        21: (a, r, w) => { // InstanceCounts
            const n = r.i32();
            if (n < 0) throw new JdwpError(Err.ILLEGAL_ARGUMENT, 'a negative count');
            const classes = [];
            for (let i = 0; i < n; i++) classes.push(a.ids.klass(r.id()));
            w.i32(n);
            for (const k of classes) w.i64(a.instances(k, 0).length);
        },
        22: (a, r, w) => { // AllModules
            const ms = a.jvmti.getAllModules();
            w.i32(ms.length);
            for (const m of ms) w.id(a.ids.idOf(m));
        },
    },
    15: {
        1: (a, r, w) => { // Set
            const kind = r.u8();
            const policy = r.u8();
            w.i32(a.setRequest(kind, policy, r));
        },
        2: (a, r) => { const kind = r.u8(); a.clearRequest(kind, r.i32()); }, // Clear
        3: (a) => a.clearRequests(2), // ClearAllBreakpoints
    },
};
