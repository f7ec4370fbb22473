// requests.mjs: the JDWP server's event requests (EventRequest.Set's kinds, suspend policies and
// modifiers) and the test of an event against a request's modifiers, applied in the order they were
// given as the specification says (a Count modifier counts only the events the modifiers before it
// let through).
import { Err, EventKind, JdwpError, Modifier } from './wire.mjs';

/** Reads EventRequest.Set's modifiers. */
export function readModifiers(r) {
    const n = r.i32();
    const mods = [];
    for (let i = 0; i < n; i++) {
        const kind = r.u8();
        switch (kind) {
            case Modifier.Count: {
                const count = r.i32();
                if (count <= 0) throw new JdwpError(Err.INVALID_COUNT, 'a count must be positive');
                mods.push({ kind, count });
                break;
            }
            case Modifier.Conditional: r.i32(); throw new JdwpError(Err.NOT_IMPLEMENTED, 'Conditional modifiers are not supported (nor by HotSpot)');
            case Modifier.ThreadOnly: mods.push({ kind, threadId: r.id() }); break;
            case Modifier.ClassOnly: mods.push({ kind, classId: r.id() }); break;
            case Modifier.ClassMatch: case Modifier.ClassExclude: case Modifier.SourceNameMatch:
                mods.push({ kind, pattern: r.string() }); break;
            case Modifier.LocationOnly: mods.push({ kind, location: r.location() }); break;
            case Modifier.ExceptionOnly: mods.push({ kind, classId: r.id(), caught: r.bool(), uncaught: r.bool() }); break;
            case Modifier.FieldOnly: mods.push({ kind, classId: r.id(), fieldId: r.id() }); break;
            case Modifier.Step: mods.push({ kind, threadId: r.id(), size: r.i32(), depth: r.i32() }); break;
            case Modifier.InstanceOnly: mods.push({ kind, objectId: r.id() }); break;
            default: throw new JdwpError(Err.ILLEGAL_ARGUMENT, `no modifier kind ${kind}`);
        }
    }
    return mods;
}

/** Whether `name` matches a ClassMatch pattern: exact, or with one '*' at its start or its end. */
export function patternMatches(pattern, name) {
    if (pattern.startsWith('*')) return name.endsWith(pattern.slice(1));
    if (pattern.endsWith('*')) return name.startsWith(pattern.slice(0, -1));
    return name === pattern;
}

// The modifiers each kind of event may carry (the specification's table); others are ILLEGAL_ARGUMENT.
const LOCATED = [EventKind.SINGLE_STEP, EventKind.BREAKPOINT, EventKind.EXCEPTION, EventKind.FIELD_ACCESS,
    EventKind.FIELD_MODIFICATION, EventKind.METHOD_ENTRY, EventKind.METHOD_EXIT, EventKind.METHOD_EXIT_WITH_RETURN_VALUE,
    EventKind.MONITOR_CONTENDED_ENTER, EventKind.MONITOR_CONTENDED_ENTERED, EventKind.MONITOR_WAIT, EventKind.MONITOR_WAITED];
const ALLOWED = {
    [Modifier.Count]: null,
    [Modifier.ThreadOnly]: (k) => k !== EventKind.CLASS_UNLOAD && k !== EventKind.VM_DEATH,
    [Modifier.ClassOnly]: (k) => LOCATED.includes(k) || k === EventKind.CLASS_PREPARE,
    [Modifier.ClassMatch]: (k) => LOCATED.includes(k) || k === EventKind.CLASS_PREPARE || k === EventKind.CLASS_UNLOAD,
    [Modifier.ClassExclude]: (k) => LOCATED.includes(k) || k === EventKind.CLASS_PREPARE || k === EventKind.CLASS_UNLOAD,
    [Modifier.LocationOnly]: (k) => LOCATED.includes(k) && k !== EventKind.METHOD_ENTRY && !(k >= EventKind.METHOD_EXIT && k <= EventKind.MONITOR_WAITED),
    [Modifier.ExceptionOnly]: (k) => k === EventKind.EXCEPTION,
    [Modifier.FieldOnly]: (k) => k === EventKind.FIELD_ACCESS || k === EventKind.FIELD_MODIFICATION,
    [Modifier.Step]: (k) => k === EventKind.SINGLE_STEP,
    [Modifier.InstanceOnly]: (k) => LOCATED.includes(k),
    [Modifier.SourceNameMatch]: (k) => k === EventKind.CLASS_PREPARE,
};

/** Checks that each modifier may go with event kind `kind`. */
export function checkModifiers(kind, mods) {
    for (const m of mods) {
        const ok = ALLOWED[m.kind];
        if (ok && !ok(kind)) throw new JdwpError(Err.ILLEGAL_ARGUMENT, `modifier ${m.kind} does not apply to event kind ${kind}`);
    }
}

/**
 * Whether event `ev` passes request `req`'s modifiers. `ev`: { threadId, classId, className (dotted),
 * sourceName(), method, location, exceptionClassId, caught, fieldId, fieldClassId, objectId() };
 * `is(a, b)`: class a is class b or a subtype. A Count reaching 0 expires the request.
 */
export function passes(req, ev, is) {
    for (const m of req.mods) {
        switch (m.kind) {
            case Modifier.Count:
                if (--m.count > 0) return false;
                req.expired = true;
                break;
            case Modifier.ThreadOnly: if (ev.threadId !== m.threadId) return false; break;
            case Modifier.ClassOnly: if (!ev.classId || !is(ev.classId, m.classId)) return false; break;
            case Modifier.ClassMatch: if (ev.className === undefined || !patternMatches(m.pattern, ev.className)) return false; break;
            case Modifier.ClassExclude: if (ev.className !== undefined && patternMatches(m.pattern, ev.className)) return false; break;
            case Modifier.LocationOnly:
                if (ev.method !== m.location.methodId || ev.location !== m.location.index) return false;
                break;
            case Modifier.ExceptionOnly:
                if (m.classId && !is(ev.exceptionClassId, m.classId)) return false;
                if (ev.caught ? !m.caught : !m.uncaught) return false;
                break;
            case Modifier.FieldOnly: if (ev.fieldId !== m.fieldId) return false; break;
            case Modifier.Step: if (ev.threadId !== m.threadId) return false; break;
            case Modifier.InstanceOnly: if (ev.objectId() !== m.objectId) return false; break;
            case Modifier.SourceNameMatch: {
                const s = ev.sourceName();
                if (s === null || !patternMatches(m.pattern, s)) return false;
                break;
            }
            default: break;
        }
    }
    return true;
}

/** The Step modifier of a request, or undefined. */
export const stepOf = (req) => req.mods.find((m) => m.kind === Modifier.Step);
