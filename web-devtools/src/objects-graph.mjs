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

// The views' objectGraph result (wasm-bridge/debugger/object-graph.mjs: { frames: [{ name, line, locals:
// [{ name, type, value?, text?, ref? }] }], objects: [{ id, className, kind, fields?, elements?, more?,
// text? }], truncated }) as the diagram's graph. Strings, boxed values and Class objects are written
// inline where they are referred to, as the picture wants them; the rest become boxes keyed Type@id.
function fromViewsGraph(g) {
    const byId = new Map((g.objects || []).map((o) => [o.id, o]));
    const key = (o) => `${String(o.className).split('.').pop()}@${o.id}`;
    const inline = (o) => (o.kind === 'string' ? JSON.stringify(o.text ?? '') : o.kind === 'box' || o.kind === 'class' ? String(o.text ?? o.value) : null);
    const slotOf = (name, s) => {
        if (!('ref' in s)) return { name, value: String(s.text ?? s.value ?? '') };
        if (s.ref === null || s.ref === undefined) return { name, value: 'null' };
        const o = byId.get(s.ref);
        if (!o) return { name, value: `@${s.ref} …` }; // beyond the objects described
        const text = inline(o);
        return text !== null ? { name, value: text } : { name, value: '', target: key(o) };
    };
    const graph = { frames: [], objects: new Map(), truncated: !!g.truncated };
    const frames = (g.frames || []).slice(0, MAX_FRAMES);
    frames.forEach((f, i) => {
        graph.frames.push({
            key: `${f.name}#${frames.length - i}`, title: String(f.name || '?').split('.').slice(-2).join('.'), line: f.line,
            vars: (f.locals || []).map((l) => slotOf(l.name, l)),
        });
    });
    for (const o of g.objects || []) {
        if (o.kind !== 'object' && o.kind !== 'array') continue;
        const slots = o.kind === 'array'
            ? (o.elements || []).slice(0, MAX_ELEMENTS).map((e, i) => slotOf(`[${i}]`, e))
            : (o.fields || []).map((f) => slotOf(f.name, f));
        const more = o.kind === 'array' ? Math.max(0, (o.length ?? slots.length) - slots.length) : 0;
        graph.objects.set(key(o), { id: key(o), type: o.className, kind: o.kind, slots, more });
    }
    return graph;
}
