// JDWP conformance of the bridge's JDWP server (wasm-bridge/jdwp/) on the WebAssembly VM, and of the
// JDK's own agent (libjdwp.so) on native Vitrine, which tests the VM's JVMTI answers: a JDWP client
// (node-tests/lib/jdwp-client.mjs) debugs tests/jdb/JdbTarget.java through the commands the server
// answers — every command set, events with their modifiers, suspension, stepping, values read and
// written, errors for bad ids — and writes down each answer with the VM's own ids replaced by what they
// name (a class by its signature, a method by its name, a location as Class.method@index). The same
// client against HotSpot's agent gives the expected transcript: where an answer is the VM's own (its
// version, its capabilities, its thread list) only its shape, or what both must agree on, is written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JAVA_HOME, ROOT, RUNTIMES, compileJava, wasmBuild } from './lib/jvmti-parity.mjs';
import { JDWP_OPTION, LIBJDWP, STEP_MS, programOutput, redefined, start, waitUntil } from './lib/jdb-session.mjs';
import { JdwpClient, Writer } from './lib/jdwp-client.mjs';

const VMS = {
    hotspot: { name: 'hotspot', command: [join(JAVA_HOME, 'bin', 'java')], env: {} },
    wasm: { name: 'wasm', command: [process.execPath, join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs')], env: { VITRINE_WASM_DIR: wasmBuild } },
    native: { name: 'native', command: RUNTIMES.native.command, env: {} },
};
const SKIP = {
    wasm: existsSync(join(wasmBuild, 'vitrine.wasm')) ? false : `${wasmBuild}/vitrine.wasm is not built`,
    native: !existsSync(LIBJDWP) ? `${LIBJDWP} is not in the JDK`
        : RUNTIMES.native.needs.find((p) => !existsSync(p)) ? `${RUNTIMES.native.needs[0]} is not built` : false,
};

// Event kinds and their data, as the specification's Composite command lays them out.
function readEvent(r, names) {
    const policy = r.u8();
    const n = r.i32();
    const out = [];
    for (let i = 0; i < n; i++) {
        const kind = r.u8();
        const request = r.i32();
        const e = { kind, request: request ? 'request' : 0 };
        switch (kind) {
            case 90: case 6: case 7: e.thread = names.thread(r.id()); break;
            case 8: e.thread = names.thread(r.id()); r.u8(); e.type = names.type(r.id()); e.signature = r.string(); e.status = r.i32(); break;
            case 1: case 2: case 40: case 41: e.thread = names.thread(r.id()); e.location = names.location(r.location()); break;
            case 4: e.thread = names.thread(r.id()); e.location = names.location(r.location()); e.exceptionTag = r.u8(); r.id();
                e.catch = names.location(r.location()); break;
            case 20: case 21:
                e.thread = names.thread(r.id()); e.location = names.location(r.location()); r.u8(); e.type = names.type(r.id());
                e.field = names.field(r.id()); e.objectTag = r.u8(); r.id();
                if (kind === 21) e.value = names.value(r);
                break;
            case 99: break;
            default: throw new Error(`unexpected event kind ${kind}`);
        }
        out.push(e);
    }
    return { policy, events: out };
}

// The ids of one VM, named for comparison.
class Names {
    constructor() {
        this.types = new Map();   // id -> signature
        this.methods = new Map(); // id -> name+signature
        this.fields = new Map();
        this.threads = new Map();
    }
    type(id) { return id === 0 ? null : this.types.get(id) ?? `type?`; }
    method(id) { return this.methods.get(id) ?? 'method?'; }
    field(id) { return this.fields.get(id) ?? 'field?'; }
    thread(id) { return id === 0 ? null : this.threads.get(id) ?? 'thread'; }
    location(l) { return l.classId === 0 ? null : `${this.type(l.classId)}.${this.method(l.methodId).split('(')[0]}@${l.index}`; }
    value(r) {
        const tag = String.fromCharCode(r.u8());
        switch (tag) {
            case 'I': return r.i32();
            case 'Z': return r.bool();
            case 'J': return String(r.i64());
            case 'V': return 'void';
            default: return { tag, id: r.id() };
        }
    }
}

// The session: returns the transcript, one line per answer.
async function conformance(c, log) {
    const names = new Names();
    const note = (what, v) => log.push(`${what}: ${JSON.stringify(v)}`);
    const ok = async (what, set, cmd, w, read = () => undefined) => {
        const { error, r } = await c.command(set, cmd, w);
        const v = error ? { error } : read(r);
        note(what, v === undefined ? 'ok' : v);
        return error ? null : v;
    };
    const id = (x) => new Writer().id(x);

    // start: VM_START with the main thread, everything suspended
    const vmStart = readEvent(await c.nextEvent(), names);
    note('VM_START policy', vmStart.policy);

    const sizes = await ok('IDSizes', 1, 7, null, (r) => [r.i32(), r.i32(), r.i32(), r.i32(), r.i32()]);
    assert.deepEqual(sizes, [8, 8, 8, 8, 8]);
    await ok('Version', 1, 1, null, (r) => { r.string(); return [r.i32(), r.i32()]; });
    const capsNew = await (async () => { const { r } = await c.command(1, 17); return Array.from({ length: 32 }, () => r.bool()); })();
    note('CapabilitiesNew (count)', capsNew.length);
    const sig = (s) => new Writer().string(s);
    await ok('ClassesBySignature JdbTarget before it is loaded', 1, 2, sig('LJdbTarget;'), (r) => r.i32());
    const objectClass = await ok('ClassesBySignature Object', 1, 2, sig('Ljava/lang/Object;'), (r) => {
        const n = r.i32(); const tag = r.u8(); const cid = r.id(); const status = r.i32(); return { n, tag, status, cid };
    });
    names.types.set(objectClass.cid, 'Ljava/lang/Object;');
    delete objectClass.cid;
    log[log.length - 1] = `ClassesBySignature Object: ${JSON.stringify(objectClass)}`;
    const threads = await (async () => { const { r } = await c.command(1, 4); const n = r.i32(); return Array.from({ length: n }, () => r.id()); })();
    for (const t of threads) {
        const { r } = await c.command(11, 1, id(t));
        names.threads.set(t, r.string());
    }
    note('AllThreads has main', [...names.threads.values()].includes('main'));
    const main = [...names.threads].find(([, n]) => n === 'main')[0];
    await ok('ThreadReference.SuspendCount main', 11, 12, id(main), (r) => r.i32());
    await ok('ThreadReference.Status main', 11, 4, id(main), (r) => [r.i32(), r.i32()]);
    await ok('ThreadReference.ThreadGroup main is not null', 11, 5, id(main), (r) => r.id() !== 0);
    const { r: gr } = await c.command(11, 5, id(main));
    const group = gr.id();
    await ok('ThreadGroupReference.Name', 12, 1, id(group), (r) => r.string());
    const parent = await (async () => { const { r } = await c.command(12, 2, id(group)); return r.id(); })();
    await ok('ThreadGroupReference.Name of the parent', 12, 1, id(parent), (r) => r.string());
    await ok('ThreadGroupReference.Children of main has main', 12, 3, id(group), (r) => {
        const n = r.i32(); const ts = Array.from({ length: n }, () => r.id()); return ts.includes(main);
    });
    await ok('TopLevelThreadGroups', 1, 5, null, (r) => { const n = r.i32(); return Array.from({ length: n }, () => r.id()).includes(parent); });

    // the main class as it is prepared
    const setReq = (kind, policy, mods) => {
        const w = new Writer().u8(kind).u8(policy).i32(mods.length);
        for (const m of mods) m(w);
        return w;
    };
    const classMatch = (p) => (w) => w.u8(5).string(p);
    await ok('EventRequest.Set ClassPrepare JdbTarget', 15, 1, setReq(8, 2, [classMatch('JdbTarget')]), (r) => r.i32() > 0);
    await ok('VirtualMachine.Resume', 1, 9);
    const prep = readEvent(await c.nextEvent(), names);
    note('ClassPrepare event', { policy: prep.policy, events: prep.events.map((e) => ({ kind: e.kind, signature: e.signature, status: e.status, thread: e.thread })) });
    const { r: cr } = await c.command(1, 2, sig('LJdbTarget;'));
    cr.i32(); cr.u8();
    const target = cr.id();
    names.types.set(target, 'LJdbTarget;');
    await ok('ReferenceType.Signature', 2, 1, id(target), (r) => r.string());
    await ok('ReferenceType.SignatureWithGeneric', 2, 13, id(target), (r) => [r.string(), r.string()]);
    await ok('ReferenceType.Modifiers', 2, 3, id(target), (r) => r.i32());
    await ok('ReferenceType.SourceFile', 2, 7, id(target), (r) => r.string());
    await ok('ReferenceType.Interfaces', 2, 10, id(target), (r) => r.i32());
    await ok('ReferenceType.ClassFileVersion', 2, 17, id(target), (r) => [r.i32(), r.i32()]);
    await ok('ReferenceType.ClassLoader is not null', 2, 2, id(target), (r) => r.id() !== 0);
    await ok('ReferenceType.Module is not null', 2, 19, id(target), (r) => r.id() !== 0);
    const { r: mr } = await c.command(2, 19, id(target));
    await ok('ModuleReference.Name (unnamed)', 18, 1, id(mr.id()), (r) => r.string());
    await ok('ClassType.Superclass', 3, 1, id(target), (r) => names.type(r.id()));
    const fields = await ok('ReferenceType.FieldsWithGeneric', 2, 14, id(target), (r) => {
        const n = r.i32();
        return Array.from({ length: n }, () => { const f = r.id(); const o = { name: r.string(), signature: r.string(), generic: r.string(), modifiers: r.i32() }; names.fields.set(f, o.name); o.id = f; return o; });
    });
    const fieldId = (n) => fields.find((f) => f.name === n).id;
    log[log.length - 1] = `ReferenceType.FieldsWithGeneric: ${JSON.stringify(fields.map(({ id: _, ...f }) => f))}`;
    await ok('ReferenceType.Fields', 2, 4, id(target), (r) => { const n = r.i32(); return Array.from({ length: n }, () => { r.id(); return [r.string(), r.string(), r.i32()]; }); });
    const methods = await ok('ReferenceType.MethodsWithGeneric', 2, 15, id(target), (r) => {
        const n = r.i32();
        return Array.from({ length: n }, () => { const m = r.id(); const o = { name: r.string(), signature: r.string(), generic: r.string(), modifiers: r.i32() }; names.methods.set(m, o.name + o.signature); o.id = m; return o; });
    });
    log[log.length - 1] = `ReferenceType.MethodsWithGeneric: ${JSON.stringify(methods.map(({ id: _, ...m }) => m))}`;
    await ok('ReferenceType.Methods', 2, 5, id(target), (r) => { const n = r.i32(); return Array.from({ length: n }, () => { r.id(); return [r.string(), r.string(), r.i32()]; }); });
    const methodId = (n) => methods.find((m) => m.name === n).id;
    const mw = (m) => new Writer().id(target).id(methodId(m));
    for (const m of methods) {
        await ok(`Method.LineTable ${m.name}`, 6, 1, new Writer().id(target).id(m.id), (r) => {
            const start = String(r.i64()); const end = String(r.i64()); const n = r.i32();
            return { start, end, lines: Array.from({ length: n }, () => [String(r.i64()), r.i32()]) };
        });
        await ok(`Method.VariableTableWithGeneric ${m.name}`, 6, 5, new Writer().id(target).id(m.id), (r) => {
            const args = r.i32(); const n = r.i32();
            return { args, slots: Array.from({ length: n }, () => [String(r.i64()), r.string(), r.string(), r.string(), r.i32(), r.i32()]) };
        });
        await ok(`Method.Bytecodes ${m.name}`, 6, 3, new Writer().id(target).id(m.id), (r) => { const n = r.i32(); return Array.from({ length: n }, () => r.u8()).join(','); });
        await ok(`Method.IsObsolete ${m.name}`, 6, 4, new Writer().id(target).id(m.id), (r) => r.bool());
    }
    await ok('Method.VariableTable twice', 6, 2, mw('twice'), (r) => { const a = r.i32(); const n = r.i32(); return { a, slots: Array.from({ length: n }, () => [String(r.i64()), r.string(), r.string(), r.i32(), r.i32()]) }; });
    await ok('ReferenceType.GetValues counter', 2, 6, new Writer().id(target).i32(1).id(fieldId('counter')), (r) => { r.i32(); return names.value(r); });
    const classObject = await (async () => { const { r } = await c.command(2, 11, id(target)); return r.id(); })();
    await ok('ClassObjectReference.ReflectedType', 17, 1, id(classObject), (r) => { r.u8(); return names.type(r.id()); });

    // a breakpoint in twice, with a Count and a ThreadOnly modifier; a location to set it at
    const loc = (m, index) => (w) => w.u8(7).u8(1).id(target).id(methodId(m)).i64(index);
    await ok('EventRequest.Set Breakpoint twice', 15, 1, setReq(2, 2, [loc('twice', 0), (w) => w.u8(3).id(main), (w) => w.u8(1).i32(1)]), (r) => r.i32() > 0);
    await ok('EventRequest.Set Breakpoint at a bad location', 15, 1, setReq(2, 2, [loc('twice', 1000)]), (r) => r.i32());
    await ok('VirtualMachine.Resume', 1, 9);
    const bp = readEvent(await c.nextEvent(), names);
    note('Breakpoint event', bp);
    await ok('ReferenceType.Status', 2, 9, id(target), (r) => r.i32());
    await ok('ThreadReference.SuspendCount', 11, 12, id(main), (r) => r.i32());
    await ok('ThreadReference.Status', 11, 4, id(main), (r) => [r.i32(), r.i32()]);
    await ok('ThreadReference.FrameCount', 11, 7, id(main), (r) => r.i32());
    const frames = await ok('ThreadReference.Frames', 11, 6, new Writer().id(main).i32(0).i32(-1), (r) => {
        const n = r.i32(); return Array.from({ length: n }, () => ({ frame: r.id(), location: names.location(r.location()) }));
    });
    log[log.length - 1] = `ThreadReference.Frames: ${JSON.stringify(frames.map((f) => f.location))}`;
    await ok('ThreadReference.Frames past the end', 11, 6, new Writer().id(main).i32(5).i32(1), () => 'answered');
    const top = frames[0].frame;
    const fw = () => new Writer().id(main).id(top);
    await ok('StackFrame.GetValues n', 16, 1, fw().i32(1).i32(1).u8(73), (r) => { r.i32(); return names.value(r); });
    await ok('StackFrame.SetValues n = 5', 16, 2, fw().i32(1).i32(1).u8(73).i32(5));
    await ok('StackFrame.GetValues n again', 16, 1, fw().i32(1).i32(1).u8(73), (r) => { r.i32(); return names.value(r); });
    await ok('StackFrame.SetValues n = 21', 16, 2, fw().i32(1).i32(1).u8(73).i32(21));
    await ok('StackFrame.GetValues bad slot', 16, 1, fw().i32(1).i32(9).u8(73), () => 'answered');
    const self = await ok('StackFrame.ThisObject', 16, 3, fw(), (r) => ({ tag: r.u8(), id: r.id() }));
    const selfId = self.id;
    log[log.length - 1] = `StackFrame.ThisObject: ${JSON.stringify({ tag: self.tag })}`;
    await ok('ObjectReference.ReferenceType', 9, 1, id(selfId), (r) => [r.u8(), names.type(r.id())]);
    const values = await ok('ObjectReference.GetValues', 9, 2, new Writer().id(selfId).i32(3).id(fieldId('value')).id(fieldId('label')).id(fieldId('numbers')),
        (r) => { r.i32(); return [names.value(r), names.value(r), names.value(r)]; });
    log[log.length - 1] = `ObjectReference.GetValues: ${JSON.stringify([values[0], values[1].tag, values[2].tag])}`;
    await ok('StringReference.Value', 10, 1, id(values[1].id), (r) => r.string());
    await ok('ArrayReference.Length', 13, 1, id(values[2].id), (r) => r.i32());
    await ok('ArrayReference.GetValues', 13, 2, new Writer().id(values[2].id).i32(1).i32(3), (r) => { const t = r.u8(); const n = r.i32(); return [t, Array.from({ length: n }, () => r.i32())]; });
    await ok('ArrayReference.GetValues out of range', 13, 2, new Writer().id(values[2].id).i32(4).i32(3), () => 'answered');
    await ok('ObjectReference.SetValues value = 8', 9, 3, new Writer().id(selfId).i32(1).id(fieldId('value')).i32(8));
    await ok('ObjectReference.GetValues value', 9, 2, new Writer().id(selfId).i32(1).id(fieldId('value')), (r) => { r.i32(); return names.value(r); });
    await ok('ClassType.SetValues counter = 3', 3, 2, new Writer().id(target).i32(1).id(fieldId('counter')).i32(3));
    await ok('ReferenceType.GetValues counter', 2, 6, new Writer().id(target).i32(1).id(fieldId('counter')), (r) => { r.i32(); return names.value(r); });
    await ok('ClassType.SetValues counter = 0', 3, 2, new Writer().id(target).i32(1).id(fieldId('counter')).i32(0));
    await ok('ObjectReference.MonitorInfo', 9, 5, id(selfId), (r) => [r.id(), r.i32(), r.i32()]);
    await ok('ObjectReference.IsCollected', 9, 9, id(selfId), (r) => r.bool());
    await ok('ObjectReference.DisableCollection', 9, 7, id(selfId));
    await ok('ObjectReference.EnableCollection', 9, 8, id(selfId));
    await ok('ObjectReference.ReferenceType of a bad id', 9, 1, id(123456789), () => 'answered');
    await ok('ThreadReference.Name of a non-thread', 11, 1, id(selfId), () => 'answered');
    await ok('ReferenceType.Signature with its data cut short', 2, 1, Buffer.from([0, 0, 0]), () => 'answered');
    await ok('a command set that does not exist', 99, 1, null, () => 'answered');
    await ok('a command that does not exist', 1, 99, null, () => 'answered');
    await ok('ReferenceType.Instances', 2, 16, new Writer().id(target).i32(0), (r) => { const n = r.i32(); const t = r.u8(); return [n, t, r.id() === selfId]; });
    await ok('VirtualMachine.InstanceCounts', 1, 21, new Writer().i32(1).id(target), (r) => { r.i32(); return String(r.i64()); });
    const str = await ok('VirtualMachine.CreateString', 1, 11, new Writer().string('hello'), (r) => r.id());
    log[log.length - 1] = 'VirtualMachine.CreateString: "ok"';
    await ok('StringReference.Value of it', 10, 1, id(str), (r) => r.string());
    await ok('ClassLoaderReference.VisibleClasses has JdbTarget', 14, 1,
        id((await (async () => { const { r } = await c.command(2, 2, id(target)); return r.id(); })())),
        (r) => { const n = r.i32(); return Array.from({ length: n }, () => { r.u8(); return r.id(); }).includes(target); });

    // a step over the rest of twice (Step and Count modifiers): back in main after the call
    for (const [what, depth] of [['over', 1], ['out', 2], ['over', 1], ['into', 0]]) {
        const { r } = await c.command(15, 1, setReq(1, 2, [(w) => w.u8(10).id(main).i32(1).i32(depth), (w) => w.u8(1).i32(1)]));
        const step = r.i32();
        await ok('VirtualMachine.Resume', 1, 9);
        note(`Step ${what} event`, readEvent(await c.nextEvent(), names));
        await ok('EventRequest.Clear the step', 15, 2, new Writer().u8(1).i32(step));
    }

    // a modification watch on value and the exception thrown in fail, then the program's end
    await ok('EventRequest.Set FieldModification value', 15, 1, setReq(21, 2, [(w) => w.u8(9).id(target).id(fieldId('value'))]), (r) => r.i32() > 0);
    await ok('EventRequest.Set Exception IllegalStateException caught', 15, 1,
        setReq(4, 2, [(w) => w.u8(8).id(0).bool(true).bool(false), (w) => w.u8(5).string('JdbTarget')]), (r) => r.i32() > 0);
    await ok('VirtualMachine.Resume', 1, 9);
    note('Exception event', readEvent(await c.nextEvent(), names));
    await ok('VirtualMachine.Resume', 1, 9);
    note('FieldModification event', readEvent(await c.nextEvent(), names));
    await ok('EventRequest.ClearAllBreakpoints', 15, 3);
    await ok('VirtualMachine.Resume', 1, 9);
    note('VM_DEATH', readEvent(await c.nextEvent(), names));
}

// The second session: VM-wide queries (all classes and modules, class paths, suspension of the whole
// VM, holding events), ClassPrepare with SourceNameMatch, method entry with ClassOnly and ClassExclude,
// a breakpoint with InstanceOnly, a thread's monitors and its counted suspension, the objects that
// refer to an object, nested types, a class without a source debug extension, PopFrames (twice runs
// again) and ForceEarlyReturn (main sees what twice returned early: the program prints it).
async function conformanceMore(c, log) {
    const names = new Names();
    const note = (what, v) => log.push(`${what}: ${JSON.stringify(v)}`);
    const ok = async (what, set, cmd, w, read = () => undefined) => {
        const { error, r } = await c.command(set, cmd, w);
        const v = error ? { error } : read(r);
        note(what, v === undefined ? 'ok' : v);
        return error ? null : v;
    };
    const id = (x) => new Writer().id(x);
    const setReq = (kind, policy, mods) => {
        const w = new Writer().u8(kind).u8(policy).i32(mods.length);
        for (const m of mods) m(w);
        return w;
    };
    const vmStart = readEvent(await c.nextEvent(), names);
    note('VM_START', vmStart.events.map((e) => e.kind));
    const { r: tr } = await c.command(1, 4);
    const threads = Array.from({ length: tr.i32() }, () => tr.id());
    for (const t of threads) { const { r } = await c.command(11, 1, id(t)); names.threads.set(t, r.string()); }
    const main = [...names.threads].find(([, n]) => n === 'main')[0];

    await ok('ClassPaths', 1, 13, null, (r) => { const base = r.string(); const n = r.i32(); const cp = Array.from({ length: n }, () => r.string()); return [base === process.cwd(), cp.length, r.i32()]; });
    await ok('AllModules has java.base', 1, 22, null, async () => 'answered');
    const { r: mr } = await c.command(1, 22);
    const modules = Array.from({ length: mr.i32() }, () => mr.id());
    const moduleNames = [];
    for (const m of modules) { const { r } = await c.command(18, 1, id(m)); moduleNames.push(r.string()); }
    note('ModuleReference.Name of every module has java.base', moduleNames.includes('java.base'));
    const { r: ml } = await c.command(18, 2, id(modules[moduleNames.indexOf('java.base')]));
    note('ModuleReference.ClassLoader of java.base', ml.id());
    await ok('HoldEvents', 1, 15);
    await ok('ReleaseEvents', 1, 16);
    await ok('EventRequest.Set ClassPrepare SourceNameMatch *Target.java', 15, 1, setReq(8, 2, [(w) => w.u8(12).string('*Target.java')]), (r) => r.i32() > 0);
    await ok('VirtualMachine.Resume', 1, 9);
    const prep = readEvent(await c.nextEvent(), names);
    note('ClassPrepare event', prep.events.map((e) => e.signature));
    const { r: cr } = await c.command(1, 2, new Writer().string('LJdbTarget;'));
    cr.i32(); cr.u8();
    const target = cr.id();
    names.types.set(target, 'LJdbTarget;');
    const { r: meths } = await c.command(2, 5, id(target));
    const methods = new Map();
    for (let i = meths.i32(); i > 0; i--) { const m = meths.id(); const n = meths.string(); const sg = meths.string(); meths.i32(); methods.set(n, m); names.methods.set(m, n + sg); }
    const { r: flds } = await c.command(2, 4, id(target));
    const fields = new Map();
    for (let i = flds.i32(); i > 0; i--) { const f = flds.id(); const n = flds.string(); flds.string(); flds.i32(); fields.set(n, f); names.fields.set(f, n); }
    await ok('AllClasses has JdbTarget', 1, 3, null, (r) => { const n = r.i32(); return Array.from({ length: n }, () => { r.u8(); const x = r.id(); r.string(); r.i32(); return x; }).includes(target); });
    await ok('AllClassesWithGeneric has JdbTarget', 1, 20, null, (r) => { const n = r.i32(); return Array.from({ length: n }, () => { r.u8(); const x = r.id(); r.string(); r.string(); r.i32(); return x; }).includes(target); });
    await ok('ReferenceType.NestedTypes', 2, 8, id(target), (r) => r.i32());
    await ok('ReferenceType.SourceDebugExtension', 2, 12, id(target), () => 'answered');
    await ok('ReferenceType.ConstantPool count', 2, 18, id(target), (r) => r.i32() > 0);
    await ok('EventRequest.Clear the ClassPrepare request', 15, 2, new Writer().u8(8).i32(1));

    // method entries into JdbTarget's methods but twice, then the breakpoint in twice of the one instance
    const entries = await ok('EventRequest.Set MethodEntry ClassOnly JdbTarget, ClassExclude java.*', 15, 1,
        setReq(40, 2, [(w) => w.u8(4).id(target), (w) => w.u8(6).string('java.*')]), (r) => r.i32());
    log[log.length - 1] = `EventRequest.Set MethodEntry: ${entries > 0}`;
    for (let i = 0; i < 2; i++) {
        await ok('VirtualMachine.Resume', 1, 9);
        note('MethodEntry event', readEvent(await c.nextEvent(), names).events.map((e) => e.location));
    }
    await ok('EventRequest.Clear MethodEntry', 15, 2, new Writer().u8(40).i32(entries));
    // main is in JdbTarget.<init>: `this` there is the instance twice is called on
    const { r: fr } = await c.command(11, 6, new Writer().id(main).i32(0).i32(1));
    fr.i32();
    const frame = fr.id();
    const { r: tr2 } = await c.command(16, 3, new Writer().id(main).id(frame));
    tr2.u8();
    const instance = tr2.id();
    await ok('EventRequest.Set Breakpoint twice InstanceOnly', 15, 1,
        setReq(2, 2, [(w) => w.u8(7).u8(1).id(target).id(methods.get('twice')).i64(0), (w) => w.u8(11).id(instance)]), (r) => r.i32() > 0);
    await ok('VirtualMachine.Resume', 1, 9);
    note('Breakpoint event', readEvent(await c.nextEvent(), names).events.map((e) => e.location));
    await ok('ThreadReference.OwnedMonitors', 11, 8, id(main), (r) => r.i32());
    await ok('ThreadReference.OwnedMonitorsStackDepthInfo', 11, 13, id(main), (r) => r.i32());
    await ok('ThreadReference.CurrentContendedMonitor', 11, 9, id(main), (r) => [r.u8(), r.id()]);
    await ok('ThreadReference.Suspend', 11, 2, id(main));
    await ok('ThreadReference.SuspendCount', 11, 12, id(main), (r) => r.i32());
    await ok('ThreadReference.Resume', 11, 3, id(main));
    await ok('VirtualMachine.Suspend', 1, 8);
    await ok('ThreadReference.SuspendCount after VirtualMachine.Suspend', 11, 12, id(main), (r) => r.i32());
    await ok('VirtualMachine.Resume', 1, 9);
    await ok('ThreadReference.SuspendCount', 11, 12, id(main), (r) => r.i32());
    const { r: vr } = await c.command(9, 2, new Writer().id(instance).i32(1).id(fields.get('numbers')));
    vr.i32(); vr.u8();
    const numbers = vr.id();
    await ok('ObjectReference.ReferringObjects of numbers', 9, 10, new Writer().id(numbers).i32(0), (r) => {
        const n = r.i32(); return Array.from({ length: n }, () => { const tag = r.u8(); return [tag, r.id() === instance]; });
    });
    // PopFrames: twice's frame goes, main calls it again and the breakpoint is hit again
    const { r: fr2 } = await c.command(11, 6, new Writer().id(main).i32(0).i32(1));
    fr2.i32();
    await ok('StackFrame.PopFrames twice', 16, 4, new Writer().id(main).id(fr2.id()));
    await ok('ThreadReference.FrameCount after the pop', 11, 7, id(main), (r) => r.i32());
    await ok('ThreadReference.Frames after the pop', 11, 6, new Writer().id(main).i32(0).i32(1), (r) => { r.i32(); r.id(); return names.location(r.location()); });
    await ok('VirtualMachine.Resume', 1, 9);
    note('Breakpoint event again', readEvent(await c.nextEvent(), names).events.map((e) => e.location));
    // ForceEarlyReturn: twice returns 100 at once
    await ok('ThreadReference.ForceEarlyReturn 100', 11, 14, new Writer().id(main).u8(73).i32(100));
    await ok('EventRequest.ClearAllBreakpoints', 15, 3);
    // the worker thread made and not yet started (line 39): its status, group, frames, suspension
    await ok('EventRequest.Set Breakpoint main line 39', 15, 1, setReq(2, 2, [(w) => w.u8(7).u8(1).id(target).id(methods.get('main')).i64(88)]), (r) => r.i32() > 0);
    await ok('VirtualMachine.Resume', 1, 9);
    note('Breakpoint event', readEvent(await c.nextEvent(), names).events.map((e) => e.location));
    const { r: mf } = await c.command(11, 6, new Writer().id(main).i32(0).i32(1));
    mf.i32();
    const { r: wv } = await c.command(16, 1, new Writer().id(main).id(mf.id()).i32(1).i32(3).u8(76));
    wv.i32();
    note('StackFrame.GetValues worker: tag', wv.u8());
    const worker = wv.id();
    await ok('ThreadReference.Status of a thread not started', 11, 4, id(worker), (r) => [r.i32(), r.i32()]);
    await ok('ThreadReference.ThreadGroup of a thread not started', 11, 5, id(worker), (r) => r.id() !== 0);
    await ok('ThreadReference.FrameCount of a thread not started', 11, 7, id(worker), (r) => r.i32());
    await ok('ThreadReference.SuspendCount of a thread not started', 11, 12, id(worker), (r) => r.i32());
    await ok('EventRequest.ClearAllBreakpoints', 15, 3);
    await ok('VirtualMachine.Resume', 1, 9);
    note('VM_DEATH', readEvent(await c.nextEvent(), names).events.map((e) => e.kind));
}

// The third session, on tests/jdb/Monitors.java: the four monitor events (ClassMatch Monitors*: the
// location's class for contended enters, the lock's for waits; every thread suspended at each while
// it is read), each thread's in their order, with the
// object's class, the location and the wait's timeout or time-out.
async function conformanceMonitors(c, log) {
    const names = new Names();
    const setReq = (kind, policy, mods) => {
        const w = new Writer().u8(kind).u8(policy).i32(mods.length);
        for (const m of mods) m(w);
        return w;
    };
    await c.nextEvent(); // VM_START
    await c.command(15, 1, setReq(8, 2, [(w) => w.u8(5).string('Monitors')]));
    await c.command(1, 9);
    await c.nextEvent(); // Monitors is prepared
    const caps = await c.command(1, 17);
    const can = Array.from({ length: 32 }, () => caps.r.bool());
    log.push(`canRequestMonitorEvents: ${can[16]}`);
    for (const kind of [43, 44, 45, 46]) {
        const { error } = await c.command(15, 1, setReq(kind, 2, [(w) => w.u8(5).string('Monitors*')]));
        log.push(`EventRequest.Set ${kind}: ${error}`);
    }
    await c.command(1, 9);
    const byThread = new Map();
    const nameOf = async (kind, id) => {
        const { r } = await c.command(kind, 1, new Writer().id(id));
        return r.string();
    };
    for (;;) {
        const r = await c.nextEvent();
        r.u8();
        const n = r.i32();
        let death = false;
        for (let i = 0; i < n; i++) {
            const kind = r.u8();
            r.i32();
            if (kind === 99) { death = true; continue; }
            const thread = r.id();
            r.u8();
            const object = r.id();
            const loc = r.location();
            const extra = kind === 45 ? ` timeout ${r.i64()}` : kind === 46 ? ` timed out ${r.bool()}` : '';
            const { r: cr } = await c.command(9, 1, new Writer().id(object));
            cr.u8();
            const objectClass = await nameOf(2, cr.id());
            const { r: mr } = await c.command(2, 5, new Writer().id(loc.classId));
            for (let m = mr.i32(); m > 0; m--) { const mid = mr.id(); const nm = mr.string(); mr.string(); mr.i32(); names.methods.set(mid, nm); }
            // where a thread blocked on monitorenter is: HotSpot says the next instruction, this VM the
            // monitorenter (GetFrameLocation's answers differ): the method only
            const where = `${await nameOf(2, loc.classId)}.${names.method(loc.methodId)}${kind >= 45 ? `@${loc.index}` : ''}`;
            const t = await nameOf(11, thread);
            if (!byThread.has(t)) byThread.set(t, []);
            byThread.get(t).push(`${kind} ${objectClass} at ${where}${extra}`);
        }
        if (death) break;
        await c.command(1, 9); // every thread stopped while the event was read: all go on
    }
    assert.deepEqual([...byThread.keys()].sort(), ['main', 'worker'], 'the threads with monitor events');
    for (const t of [...byThread.keys()].sort()) log.push(`${t}: ${JSON.stringify(byThread.get(t))}`);
}

// The fourth session, on tests/jdb/HotSwap.java: array elements written (ArrayReference.SetValues: an
// int array, a String array with a created string, ranges past the end, an element of the wrong type,
// an object that is no array, an element of each other primitive kind) and the class redefined while main is stopped in it
// (VirtualMachine.RedefineClasses: bytes that are no class file, another class's file, a bad class id,
// then tests/jdb/redefined/HotSwap.java): the capabilities that say so, the frames and obsolete
// methods after it, the breakpoint request in the redefined class, and the program's output.
async function conformanceHotSwap(c, log) {
    const names = new Names();
    const note = (what, v) => log.push(`${what}: ${JSON.stringify(v)}`);
    const ok = async (what, set, cmd, w, read = () => undefined) => {
        const { error, r } = await c.command(set, cmd, w);
        const v = error ? { error } : read(r);
        note(what, v === undefined ? 'ok' : v);
        return error ? null : v;
    };
    const id = (x) => new Writer().id(x);
    const setReq = (kind, policy, mods) => {
        const w = new Writer().u8(kind).u8(policy).i32(mods.length);
        for (const m of mods) m(w);
        return w;
    };
    await c.nextEvent(); // VM_START
    const { r: cr0 } = await c.command(1, 17);
    const caps = Array.from({ length: 32 }, () => cr0.bool());
    note('canRedefineClasses, canAddMethod, canUnrestrictedlyRedefineClasses, canPopFrames', caps.slice(7, 11));
    await c.command(15, 1, setReq(8, 2, [(w) => w.u8(5).string('HotSwap')]));
    await c.command(1, 9);
    await c.nextEvent(); // HotSwap is prepared
    const { r: cr } = await c.command(1, 2, new Writer().string('LHotSwap;'));
    cr.i32(); cr.u8();
    const target = cr.id();
    names.types.set(target, 'LHotSwap;');
    const { r: mr } = await c.command(2, 5, id(target));
    const methods = new Map();
    for (let i = mr.i32(); i > 0; i--) { const m = mr.id(); const n = mr.string(); const sg = mr.string(); mr.i32(); methods.set(n, m); names.methods.set(m, n + sg); }
    const { r: lt } = await c.command(6, 1, new Writer().id(target).id(methods.get('main')));
    lt.i64(); lt.i64();
    const lines = Array.from({ length: lt.i32() }, () => [Number(lt.i64()), lt.i32()]);
    const at18 = lines.find(([, line]) => line === 18)[0];
    const bp = await ok('EventRequest.Set Breakpoint HotSwap:18', 15, 1, setReq(2, 2, [(w) => w.u8(7).u8(1).id(target).id(methods.get('main')).i64(at18)]), (r) => r.i32());
    log[log.length - 1] = `EventRequest.Set Breakpoint HotSwap:18: ${bp > 0}`;
    await c.command(1, 9);
    note('Breakpoint event', readEvent(await c.nextEvent(), names).events.map((e) => e.location));
    const { r: tr } = await c.command(1, 4);
    const threads = Array.from({ length: tr.i32() }, () => tr.id());
    let main = 0;
    for (const t of threads) { const { r } = await c.command(11, 1, id(t)); if (r.string() === 'main') main = t; }
    const { r: fr } = await c.command(11, 6, new Writer().id(main).i32(0).i32(1));
    fr.i32();
    const frame = fr.id();
    const { r: vt } = await c.command(6, 2, new Writer().id(target).id(methods.get('main')));
    vt.i32();
    const slots = new Map();
    for (let i = vt.i32(); i > 0; i--) { vt.i64(); const n = vt.string(); vt.string(); vt.i32(); slots.set(n, vt.i32()); }
    const local = async (name) => {
        const { r } = await c.command(16, 1, new Writer().id(main).id(frame).i32(1).i32(slots.get(name)).u8(76));
        r.i32(); r.u8();
        return r.id();
    };
    const numbers = await local('numbers');
    const words = await local('words');
    const ints = (r) => { const t = r.u8(); const n = r.i32(); return [t, Array.from({ length: n }, () => r.i32())]; };
    await ok('ArrayReference.SetValues numbers[1..2] = 40, 50', 13, 3, new Writer().id(numbers).i32(1).i32(2).i32(40).i32(50));
    await ok('ArrayReference.GetValues numbers', 13, 2, new Writer().id(numbers).i32(0).i32(3), ints);
    await ok('ArrayReference.SetValues numbers from 2, 2 values', 13, 3, new Writer().id(numbers).i32(2).i32(2).i32(7).i32(8));
    await ok('ArrayReference.SetValues numbers from 4', 13, 3, new Writer().id(numbers).i32(4).i32(0));
    await ok('ArrayReference.SetValues numbers from -1', 13, 3, new Writer().id(numbers).i32(-1).i32(1).i32(7));
    await ok('ArrayReference.SetValues numbers, no values', 13, 3, new Writer().id(numbers).i32(3).i32(0));
    await ok('ArrayReference.GetValues numbers unchanged', 13, 2, new Writer().id(numbers).i32(0).i32(3), ints);
    await ok('ArrayReference.GetValues numbers from 3, none', 13, 2, new Writer().id(numbers).i32(3).i32(0), ints);
    await ok('ArrayReference.GetValues numbers from 0, none', 13, 2, new Writer().id(numbers).i32(0).i32(0), ints);
    const { r: sr } = await c.command(1, 11, new Writer().string('z'));
    const z = sr.id();
    await ok('ArrayReference.SetValues words[0] = "z"', 13, 3, new Writer().id(words).i32(0).i32(1).id(z));
    await ok('ArrayReference.GetValues words[0]', 13, 2, new Writer().id(words).i32(0).i32(1), (r) => {
        const t = r.u8(); r.i32(); const tag = r.u8(); return [t, tag, r.id() === z];
    });
    await ok('ArrayReference.SetValues words[1] = numbers (an int[])', 13, 3, new Writer().id(words).i32(1).i32(1).id(numbers));
    await ok('ArrayReference.SetValues of a string', 13, 3, new Writer().id(z).i32(0).i32(1).i32(1));
    await ok('ArrayReference.GetValues words', 13, 2, new Writer().id(words).i32(0).i32(2), (r) => {
        r.u8(); const n = r.i32(); return Array.from({ length: n }, () => { r.u8(); return r.id() === z ? 'z' : 'other'; });
    });

    // one element of each primitive kind, written and read back
    const kinds = [['big', (w) => w.i64(12345678901n), (r) => String(r.i64())], ['ratios', (w) => w.f64(2.25), (r) => r.f64()],
        ['letters', (w) => w.u16(0x71), (r) => r.u16()], ['flags', (w) => w.bool(true), (r) => r.bool()], ['small', (w) => w.u8(0xfb), (r) => r.i8()]];
    for (const [name, write, read] of kinds) {
        const arr = await local(name);
        const w = new Writer().id(arr).i32(0).i32(1);
        write(w);
        await ok(`ArrayReference.SetValues ${name}[0]`, 13, 3, w);
        await ok(`ArrayReference.GetValues ${name}[0]`, 13, 2, new Writer().id(arr).i32(0).i32(1), (r) => { const t = r.u8(); r.i32(); return [t, read(r)]; });
    }

    const classFile = (name) => readFileSync(join(redefined(), `${name}.class`));
    const redefine = (klass, bytes) => {
        const w = new Writer().i32(1).id(klass).i32(bytes.length);
        for (const b of bytes) w.u8(b);
        return w;
    };
    await ok('RedefineClasses with bytes that are no class file', 1, 18, redefine(target, [0xca, 0xfe, 0xba, 0xbe, 0, 0]));
    await ok('RedefineClasses with another class\'s file', 1, 18, redefine(target, classFile('NotHotSwap')));
    await ok('RedefineClasses of a bad class id', 1, 18, redefine(123456789, classFile('HotSwap')));
    await ok('RedefineClasses of an object that is no class', 1, 18, redefine(numbers, classFile('HotSwap')));
    await ok('RedefineClasses HotSwap', 1, 18, redefine(target, classFile('HotSwap')));
    await ok('ReferenceType.Methods after it', 2, 5, id(target), (r) => {
        const n = r.i32(); return Array.from({ length: n }, () => { const m = r.id(); const name = r.string(); r.string(); r.i32(); return [name, m === methods.get(name)]; });
    });
    for (const m of ['greet', 'main']) await ok(`Method.IsObsolete ${m}`, 6, 4, new Writer().id(target).id(methods.get(m)), (r) => r.bool());
    await ok('ThreadReference.Frames after it', 11, 6, new Writer().id(main).i32(0).i32(-1), (r) => {
        const n = r.i32(); return Array.from({ length: n }, () => { r.id(); const l = r.location(); return [names.location(l), l.methodId === methods.get('main')]; });
    });
    await ok('EventRequest.Clear the breakpoint in the redefined class', 15, 2, new Writer().u8(2).i32(bp));
    await c.command(1, 9);
    note('VM_DEATH', readEvent(await c.nextEvent(), names).events.map((e) => e.kind));
}

// What the invocation sessions use: the ids named, classes and methods looked up, values and
// invocation replies written down.
function invocationTools(c, log) {
    const names = new Names();
    const note = (what, v) => log.push(`${what}: ${JSON.stringify(v)}`);
    const id = (x) => new Writer().id(x);
    const classId = async (signature) => {
        const { r } = await c.command(1, 2, new Writer().string(signature));
        r.i32(); r.u8();
        const k = r.id();
        names.types.set(k, signature);
        return k;
    };
    const methodsOf = async (k) => {
        const { r } = await c.command(2, 5, id(k));
        const n = r.i32();
        return Array.from({ length: n }, () => { const m = r.id(); const name = r.string(); const signature = r.string(); r.i32(); names.methods.set(m, name + signature); return { m, name, signature }; });
    };
    const method = (ms, name, signature) => ms.find((x) => x.name === name && x.signature === signature).m;
    // a tagged value as the test writes it down: primitives by value, objects by kind
    const value = (r) => {
        const tag = String.fromCharCode(r.u8());
        switch (tag) {
            case 'I': return `I ${r.i32()}`;
            case 'Z': return `Z ${r.bool()}`;
            case 'J': return `J ${r.i64()}`;
            case 'C': return `C ${String.fromCharCode(r.u16())}`;
            case 'D': return `D ${r.f64()}`;
            case 'V': return 'V';
            default: return { tag, id: r.id() };
        }
    };
    const strings = async (v) => {
        if (typeof v !== 'object' || !v.id) return v;
        if (v.tag !== 's') return `${v.tag} object`;
        const { r } = await c.command(10, 1, id(v.id));
        return `s ${JSON.stringify(r.string())}`;
    };
    // an invocation's reply: the value and the exception (the class of the exception)
    const invoked = async (what, set, cmd, w) => {
        const { error, r } = await c.command(set, cmd, w);
        if (error) { note(what, { error }); return null; }
        const v = value(r);
        const exTag = r.u8(); const ex = r.id();
        let exception = null;
        if (ex) {
            const { r: tr } = await c.command(9, 1, id(ex));
            tr.u8();
            const { r: sig } = await c.command(2, 1, id(tr.id()));
            exception = sig.string();
        }
        note(what, { value: await strings(v), exceptionTag: exTag, exception });
        return v;
    };
    const setReq = (kind, policy, mods) => {
        const w = new Writer().u8(kind).u8(policy).i32(mods.length);
        for (const m of mods) m(w);
        return w;
    };
    return { names, note, id, classId, methodsOf, method, value, strings, invoked, setReq };
}

// The fifth session, on tests/jdb/Invoke.java: methods run at a breakpoint that stops main alone
// (ClassType.InvokeMethod and NewInstance, InterfaceType.InvokeMethod, ObjectReference.InvokeMethod,
// virtual and nonvirtual): results of each type, an exception thrown, a method of another class, a
// thread the debugger has not suspended; arrays made by ArrayType.NewInstance; a breakpoint in a
// called method (its event before the reply, main's frames and suspension inside the call, a call
// made there refused, the reply once main is resumed); then main's suspension and frames as before, and the program runs on
// unchanged.
async function conformanceInvoke(c, log, vm) {
    const { names, note, id, classId, methodsOf, method, value, strings, invoked, setReq } = invocationTools(c, log);
    readEvent(await c.nextEvent(), names);
    await c.command(15, 1, setReq(8, 2, [(w) => w.u8(5).string('Invoke')]));
    await c.command(1, 9);
    readEvent(await c.nextEvent(), names);
    const invoke = await classId('LInvoke;');
    const shape = await classId('LShape;');
    const object = await classId('Ljava/lang/Object;');
    const ms = await methodsOf(invoke);
    const shapeMs = await methodsOf(shape);
    const objectMs = await methodsOf(object);
    const main = method(ms, 'main', '([Ljava/lang/String;)V');
    const { r: lr } = await c.command(6, 1, new Writer().id(invoke).id(main));
    lr.i64(); lr.i64();
    const lines = Array.from({ length: lr.i32() }, () => [lr.i64(), lr.i32()]);
    const at55 = lines.find(([, l]) => l === 55)[0];
    // suspend policy EVENT_THREAD: main stops, the other threads run on
    await c.command(15, 1, setReq(2, 1, [(w) => w.u8(7).u8(1).id(invoke).id(main).i64(at55)]));
    await c.command(1, 9);
    const bp = readEvent(await c.nextEvent(), names);
    const thread = (() => { const e = bp.events[0]; return e.thread; })();
    note('Breakpoint event', bp);
    const { r: tr } = await c.command(1, 4);
    const threads = Array.from({ length: tr.i32() }, () => tr.id());
    let mainId = 0, handler = 0;
    for (const t of threads) {
        const { r } = await c.command(11, 1, id(t));
        const n = r.string();
        if (n === 'main') mainId = t;
        if (n === 'Reference Handler') handler = t;
    }
    assert.equal(thread, 'thread');
    const { r: fr } = await c.command(11, 6, new Writer().id(mainId).i32(0).i32(1));
    fr.i32(); const frame = fr.id();
    const { r: lv } = await c.command(16, 1, new Writer().id(mainId).id(frame).i32(1).i32(1).u8(76));
    lv.i32(); lv.u8(); const obj = lv.id();
    const args = (w, ...vs) => { w.i32(vs.length); for (const v of vs) v(w); return w; };
    const I = (n) => (w) => w.u8(73).i32(n);
    const S = (sid) => (w) => w.u8(115).id(sid);
    const st = (m, ...vs) => args(new Writer().id(invoke).id(mainId).id(m), ...vs).i32(0);
    const inst = (target, k, m, options, ...vs) => args(new Writer().id(target).id(mainId).id(k).id(m), ...vs).i32(options);

    await invoked('ClassType.InvokeMethod add(2, 3)', 3, 3, st(method(ms, 'add', '(II)I'), I(2), I(3)));
    await invoked('ClassType.InvokeMethod big(40)', 3, 3, st(method(ms, 'big', '(I)J'), I(40)));
    await invoked('ObjectReference.InvokeMethod isBig()', 9, 6, inst(obj, invoke, method(ms, 'isBig', '()Z'), 0));
    await invoked('ObjectReference.InvokeMethod initial()', 9, 6, inst(obj, invoke, method(ms, 'initial', '()C'), 0));
    await invoked('ObjectReference.InvokeMethod area()', 9, 6, inst(obj, invoke, method(ms, 'area', '()D'), 0));
    const { r: sr } = await c.command(1, 11, new Writer().string('conformance'));
    const who = sr.id();
    await invoked('ObjectReference.InvokeMethod greet(s)', 9, 6, inst(obj, invoke, method(ms, 'greet', '(Ljava/lang/String;)Ljava/lang/String;'), 0, S(who)));
    await invoked('ObjectReference.InvokeMethod toString() single-threaded', 9, 6, inst(obj, invoke, method(objectMs, 'toString', '()Ljava/lang/String;'), 1));
    const plain = await c.command(9, 6, inst(obj, object, method(objectMs, 'toString', '()Ljava/lang/String;'), 2));
    const pv = value(plain.r);
    note('ObjectReference.InvokeMethod Object.toString() nonvirtual', (await strings(pv)).replace(/@[0-9a-f]+"$/, '@#"'));
    const made = await invoked('ClassType.NewInstance Invoke(3, s)', 3, 4, st(method(ms, '<init>', '(ILjava/lang/String;)V'), I(3), S(who)));
    await invoked('ObjectReference.InvokeMethod toString() of the new object', 9, 6, inst(made.id, invoke, method(objectMs, 'toString', '()Ljava/lang/String;'), 0));
    await invoked('InterfaceType.InvokeMethod Shape.unit()', 5, 1, new Writer().id(shape).id(mainId).id(method(shapeMs, 'unit', '()Ljava/lang/String;')).i32(0).i32(0));
    await invoked('ClassType.InvokeMethod boom()', 3, 3, st(method(ms, 'boom', '()I')));
    await invoked('ClassType.InvokeMethod of an interface\'s method', 3, 3, st(method(shapeMs, 'unit', '()Ljava/lang/String;')));
    await invoked('ClassType.InvokeMethod on a thread not suspended', 3, 3,
        args(new Writer().id(invoke).id(handler).id(method(ms, 'add', '(II)I')), I(1), I(1)).i32(0));
    // ArrayType.NewInstance: zeros and nulls, a negative length, a type that is no array type
    for (const [signature, length] of [['[I', 3], ['[Ljava/lang/String;', 2], ['[I', -1]]) {
        const what = `ArrayType.NewInstance ${signature} ${length}`;
        const { error, r } = await c.command(4, 1, new Writer().id(await classId(signature)).i32(length));
        if (error) { note(what, { error }); continue; }
        const tag = String.fromCharCode(r.u8());
        const array = r.id();
        const { r: len } = await c.command(13, 1, id(array));
        const n = len.i32();
        const { r: vs } = await c.command(13, 2, new Writer().id(array).i32(0).i32(n));
        const elementTag = String.fromCharCode(vs.u8());
        const values = Array.from({ length: vs.i32() }, () => (elementTag === 'I' ? vs.i32() : value(vs)));
        note(what, { tag, length: n, elementTag, values });
    }
    if (vm === 'wasm') {
        // HotSpot's agent makes an array of the type the signature's second character names
        const { error } = await c.command(4, 1, new Writer().id(invoke).i32(1));
        assert.equal(error, 21, 'ArrayType.NewInstance of a class that is no array class: INVALID_CLASS');
    }
    // a breakpoint in the called method: its event comes before the reply, main stopped inside the
    // call with the called frame above its own; the reply comes once main is resumed
    const scaled = method(ms, 'scaled', '(I)I');
    const { r: br } = await c.command(15, 1, setReq(2, 1, [(w) => w.u8(7).u8(1).id(invoke).id(scaled).i64(0)]));
    const inside = br.i32();
    const pending = invoked('ObjectReference.InvokeMethod scaled(7) through a breakpoint in it', 9, 6, inst(obj, invoke, scaled, 0, I(7)));
    note('Breakpoint event in the called method', readEvent(await c.nextEvent(), names));
    const { r: fin } = await c.command(11, 6, new Writer().id(mainId).i32(0).i32(-1));
    note('ThreadReference.Frames main inside the call', Array.from({ length: fin.i32() }, () => { fin.id(); return names.location(fin.location()); }));
    const { r: scin } = await c.command(11, 12, id(mainId));
    note('ThreadReference.SuspendCount main inside the call', scin.i32());
    // a call made there, inside the first: refused (ALREADY_INVOKING), main still stopped inside the first
    await invoked('ClassType.InvokeMethod add(1, 1) inside the call', 3, 3, st(method(ms, 'add', '(II)I'), I(1), I(1)));
    const { r: fin2 } = await c.command(11, 6, new Writer().id(mainId).i32(0).i32(-1));
    note('ThreadReference.Frames main after the call inside the call', Array.from({ length: fin2.i32() }, () => { fin2.id(); return names.location(fin2.location()); }));
    await c.command(15, 2, new Writer().u8(2).i32(inside));
    await c.command(11, 3, id(mainId));
    await pending;
    const { r: sc } = await c.command(11, 12, id(mainId));
    note('ThreadReference.SuspendCount main', sc.i32());
    const { r: fr2 } = await c.command(11, 6, new Writer().id(mainId).i32(0).i32(-1));
    note('ThreadReference.Frames main', Array.from({ length: fr2.i32() }, () => { fr2.id(); return names.location(fr2.location()); }));
    await c.command(15, 3);
    await c.command(1, 9);
    readEvent(await c.nextEvent(), names); // VM_DEATH
}


// The sixth, on tests/jdb/InvokeWaits.java: at a breakpoint that stops every thread, methods that can
// finish only if other threads run during the call (JDWP resumes them for it without
// INVOKE_SINGLE_THREADED): taking a monitor a worker holds, waiting until a helper notifies (the
// helper passing a breakpoint meanwhile, reported), joining a thread the method starts; then the threads' states, main's suspension and frames, and the program's
// end. First a call blocked taking a monitor back after its wait while the thread that has it waits
// for the worker, suspended twice: it waits until the debugger resumes the worker, meanwhile
// answering its commands.
async function conformanceInvokeWaits(c, log) {
    const { names, note, id, classId, methodsOf, method, strings, invoked, setReq } = invocationTools(c, log);
    readEvent(await c.nextEvent(), names);
    await c.command(15, 1, setReq(8, 2, [(w) => w.u8(5).string('InvokeWaits')]));
    await c.command(1, 9);
    readEvent(await c.nextEvent(), names);
    const k = await classId('LInvokeWaits;');
    const ms = await methodsOf(k);
    const main = method(ms, 'main', '([Ljava/lang/String;)V');
    const { r: lr } = await c.command(6, 1, new Writer().id(k).id(main));
    lr.i64(); lr.i64();
    const lines = Array.from({ length: lr.i32() }, () => [lr.i64(), lr.i32()]);
    const at65 = lines.find(([, l]) => l === 65)[0];
    // suspend policy ALL, as jdb's breakpoints
    await c.command(15, 1, setReq(2, 2, [(w) => w.u8(7).u8(1).id(k).id(main).i64(at65)]));
    await c.command(1, 9);
    note('Breakpoint event', readEvent(await c.nextEvent(), names));
    const { r: tr } = await c.command(1, 4);
    const byName = new Map();
    for (const t of Array.from({ length: tr.i32() }, () => tr.id())) {
        const { r } = await c.command(11, 1, id(t));
        byName.set(r.string(), t);
    }
    const mainId = byName.get('main');
    const st = (m, options) => new Writer().id(k).id(mainId).id(m).i32(0).i32(options);
    // A call that waits for a thread the debugger keeps suspended waits, as on HotSpot, until the
    // debugger resumes that thread, its commands answered meanwhile. With the worker suspended twice (a
    // call resumes it once), retakeGate waits to take the gate back after its wait, which a thread it
    // started keeps while it waits for the worker's lock: that thread's blocking (MonitorContendedEnter,
    // once) says when; then the worker is told to give the lock up (ClassType.SetValues of `release`)
    // and resumed.
    const worker = byName.get('worker');
    await c.command(11, 2, id(worker));
    await c.command(15, 1, setReq(43, 0, [(w) => w.u8(1).i32(1)]));
    const gate = invoked('ClassType.InvokeMethod retakeGate() with the worker suspended twice', 3, 3, st(method(ms, 'retakeGate', '()I'), 0));
    {
        const r = await c.nextEvent();
        const policy = r.u8();
        r.i32();
        const kind = r.u8();
        r.i32();
        const { r: nr } = await c.command(11, 1, id(r.id()));
        note('blocked during the call', { policy, kind, thread: nr.string() });
    }
    const { r: fr0 } = await c.command(2, 4, id(k));
    const release = Array.from({ length: fr0.i32() }, () => { const f = fr0.id(); const n = fr0.string(); fr0.string(); fr0.i32(); return [n, f]; }).find(([n]) => n === 'release')[1];
    await c.command(3, 2, new Writer().id(k).i32(1).id(release).u8(1));
    await c.command(11, 3, id(worker));
    await gate;
    await invoked('ClassType.InvokeMethod takeLock()', 3, 3, st(method(ms, 'takeLock', '()I'), 0));
    // a breakpoint the helper passes during the next call (policy NONE): reported before the reply
    const lineTable = async (m) => {
        const { r } = await c.command(6, 1, new Writer().id(k).id(m));
        r.i64(); r.i64();
        return Array.from({ length: r.i32() }, () => [r.i64(), r.i32()]);
    };
    let answering = null;
    for (const { m } of ms) {
        const at = (await lineTable(m)).find(([, l]) => l === 58);
        if (at) answering = [m, at[0]];
    }
    await c.command(15, 1, setReq(2, 0, [(w) => w.u8(7).u8(1).id(k).id(answering[0]).i64(answering[1])]));
    await invoked('ClassType.InvokeMethod askHelper()', 3, 3, st(method(ms, 'askHelper', '()I'), 0));
    note('the helper\'s breakpoint during the call', readEvent(await c.nextEvent(), names));
    const joined = await invoked('ClassType.InvokeMethod joinThread()', 3, 3, st(method(ms, 'joinThread', '()Ljava/lang/String;'), 0));
    note('its value', await strings(joined));
    for (const name of ['main', 'worker', 'helper']) {
        const { r } = await c.command(11, 4, id(byName.get(name)));
        note(`ThreadReference.Status ${name}`, [r.i32(), r.i32()]);
    }
    const { r: sc } = await c.command(11, 12, id(mainId));
    note('ThreadReference.SuspendCount main', sc.i32());
    const { r: fr } = await c.command(11, 6, new Writer().id(mainId).i32(0).i32(-1));
    note('ThreadReference.Frames main', Array.from({ length: fr.i32() }, () => { fr.id(); return names.location(fr.location()); }));
    await c.command(15, 3);
    await c.command(1, 9);
    for (;;) if (readEvent(await c.nextEvent(), names).events.some((e) => e.kind === 99)) break; // VM_DEATH
}

async function transcript(vm, classes, scenario, program) {
    const p = start(vm.command[0], [...vm.command.slice(1), JDWP_OPTION, '-cp', classes, program], vm.env);
    try {
        const listening = /Listening for transport dt_socket at address: (\d+)/;
        await waitUntil(() => listening.test(p.stdout) || p.exited, STEP_MS, () => `the agent to listen: ${p.stdout}${p.stderr}`);
        const c = await JdwpClient.connect(Number(listening.exec(p.stdout)[1]));
        const log = [];
        try {
            await scenario(c, log, vm.name);
        } catch (e) {
            throw new Error(`${e.message} after:\n${log.slice(-3).join('\n')}\n(VM output: ${p.stdout}${p.stderr})`);
        }
        c.close();
        await p.done;
        return { log, stdout: programOutput(p.stdout), status: p.status };
    } finally {
        p.child.kill('SIGKILL');
    }
}

// The answers of a scenario against HotSpot and a Vitrine VM (`vm`: wasm or native), compared.
async function compare(vm, scenario, program = 'JdbTarget') {
    const classes = compileJava([`tests/jdb/${program}.java`]);
    const want = await transcript(VMS.hotspot, classes, scenario, program);
    const got = await transcript(VMS[vm], classes, scenario, program);
    const differing = got.log.map((l, i) => l === want.log[i] ? null : `got:  ${l}\nwant: ${want.log[i]}`).filter(Boolean);
    assert.deepEqual(differing, [], 'answers that differ from HotSpot\'s');
    assert.equal(got.log.length, want.log.length);
    assert.equal(got.stdout, want.stdout);
    assert.equal(got.status, want.status);
}

const SESSIONS = [
    ['the first session: every command set', conformance],
    ['VM-wide queries, more modifiers, monitors, popped frames and early returns', conformanceMore],
    ['monitor events', conformanceMonitors, 'Monitors'],
    ['array writes and hot swap', conformanceHotSwap, 'HotSwap'],
    ['method invocations', conformanceInvoke, 'Invoke'],
    ['method invocations that wait for other threads', conformanceInvokeWaits, 'InvokeWaits'],
];
for (const [vm, who] of [['wasm', 'the bridge\'s server on the WebAssembly VM'], ['native', 'the JDK\'s agent on native Vitrine']]) {
    for (const [what, scenario, program] of SESSIONS) {
        test(`JDWP, ${what}: ${who} answers as HotSpot's agent`, { skip: SKIP[vm], timeout: 120_000 }, () => compare(vm, scenario, program));
    }
}
