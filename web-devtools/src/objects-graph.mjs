// objects-graph.mjs: the data of the frames-and-objects diagram: the stopped thread's frames with their
// locals, and the objects reachable from them (to a bound), each once, with its fields or elements.
// It asks the views' objectGraph(threadId) first (FollowReferences from the frames' locals); where
// the debugger does not offer it, the same picture is read through the debugger's variables tree,
// an object being known by its stable number (Node@3).
//
// The graph: { frames: [{ key, title, line, vars: [Slot] }], objects: Map<id, { id, type, kind,
// slots: [Slot], more }>, truncated }, Slot = { name, value, target? (an object id) }.

import { isMissingMethod } from './missing.mjs';

const MAX_OBJECTS = 60;
const MAX_FRAMES = 12;
const MAX_ELEMENTS = 12;

/** Reads the graph of the program's stopped thread. */
export async function readObjectGraph(program) {
    const dbg = program.dbg;
    const insp = program.inspection;
    try {
        const g = await dbg.objectGraph(insp.threadId);
        return fromViewsGraph(g);
    } catch (err) {
        if (!isMissingMethod(err)) throw err;
    }
    return readThroughVariables(dbg, insp.frames.slice(0, MAX_FRAMES));
}

// An object's id in a variable's text: 'Node@3' -> 'Node@3'; 'int[6]@4' -> 'int[6]@4' (tags are stable).
function objectIdOf(v) {
    return v.variablesReference > 0 && /@\d+$/.test(v.value) ? v.value : null;
}

async function readThroughVariables(dbg, frames) {
    const graph = { frames: [], objects: new Map(), truncated: false };
    const queue = [];
    for (const f of frames) {
        const vars = [];
        const scopes = await dbg.scopes(f.id);
        for (const s of scopes) {
            for (const v of await dbg.variables(s.variablesReference)) {
                const id = objectIdOf(v);
                vars.push({ name: v.name, value: id ? '' : v.value, target: id, type: v.type });
                if (id) queue.push([id, v]);
            }
        }
        graph.frames.push({ key: `${f.name}#${frames.length - frames.indexOf(f)}`, title: f.name.split('.').slice(-2).join('.'), line: f.line, vars });
    }
    while (queue.length) {
        const [id, v] = queue.shift();
        if (graph.objects.has(id)) continue;
        if (graph.objects.size >= MAX_OBJECTS) { graph.truncated = true; break; }
        const isArray = /\[\d*\]@\d+$/.test(id);
        const obj = { id, type: v.type || id.replace(/@\d+$/, ''), kind: isArray ? 'array' : 'object', slots: [], more: 0 };
        graph.objects.set(id, obj);
        let children = await dbg.variables(v.variablesReference, isArray ? { start: 0, count: MAX_ELEMENTS } : {});
        if (isArray) {
            const length = Number((id.match(/\[(\d+)\]@/) || [])[1] || children.length);
            obj.more = Math.max(0, length - children.length);
        }
        for (const c of children) {
            if (c.name === '...') continue; // arrays are read one page at a time: the rest is counted in more
            const cid = objectIdOf(c);
            obj.slots.push({ name: c.name, value: cid ? '' : c.value, target: cid });
            if (cid && !graph.objects.has(cid)) queue.push([cid, c]);
        }
    }
    return graph;
}

// The views' objectGraph result into the diagram's graph. Accepted: { frames: [{ name|method, line,
// locals: [{ name, value, ref|target }] }], objects: [{ id, className|type, kind?, fields|elements:
// [{ name|index, value, ref|target }], length? }] }.
function fromViewsGraph(g) {
    const graph = { frames: [], objects: new Map(), truncated: !!g.truncated };
    const ref = (x) => x.target ?? x.ref ?? x.object ?? null;
    const idOf = (x) => (x === null || x === undefined ? null : String(x));
    (g.frames || []).forEach((f, i, all) => {
        graph.frames.push({
            key: `${f.name || f.method}#${all.length - i}`, title: String(f.name || f.method || '?').split('.').slice(-2).join('.'), line: f.line,
            vars: (f.locals || f.vars || []).map((v) => ({ name: v.name, value: ref(v) != null ? '' : String(v.value ?? ''), target: idOf(ref(v)), type: v.type })),
        });
    });
    for (const o of g.objects || []) {
        const id = idOf(o.id);
        const list = o.fields || o.elements || [];
        const kind = o.kind || (o.elements ? 'array' : o.className === 'java.lang.String' ? 'string' : 'object');
        graph.objects.set(id, {
            id, type: o.className || o.type || '?', kind, label: o.label,
            slots: list.slice(0, kind === 'array' ? MAX_ELEMENTS : undefined).map((s, i) => ({ name: s.name ?? `[${s.index ?? i}]`, value: ref(s) != null ? '' : String(s.value ?? ''), target: idOf(ref(s)) })),
            more: kind === 'array' ? Math.max(0, (o.length ?? list.length) - Math.min(list.length, MAX_ELEMENTS)) : (o.more || 0),
            text: o.text,
        });
    }
    return graph;
}
