// expressions.mjs: the small Java expression language of the debugger's conditions, logpoints, watches
// and evaluate requests (wasm-bridge/debugger/debugger.mjs): literals (numbers, true, false, null,
// 'c', "text"), a frame's locals and `this`'s fields by name, field access (a.b, array.length), array
// elements (a[i]), instance method calls (obj.size(), name.length(), toString() of `this`), unary -
// and !, * / %, + -, comparisons, == !=, && ||, parentheses. Values are the debugger's (numbers, bigint
// for long, strings for char, Handles for objects); strings compare by contents. A method call runs
// Java code on the stopped thread (the bridge's values.invoke), which is possible only between slices:
// in `evaluate`, not in a breakpoint's condition or a logpoint (evaluated in the event's callback,
// where a call is refused with an error).
import { parseMethodDescriptor } from '../jvmti/java-values.mjs';

const TOKEN = /\s*(?:(\d+(?:\.\d+)?[LlFfDd]?)|('(?:\\.|[^'])')|("(?:\\.|[^"])*")|([A-Za-z_$][\w$]*)|(==|!=|<=|>=|&&|\|\||[-+*/%<>!.,()[\]]))/y;

function tokenize(text) {
    const out = [];
    TOKEN.lastIndex = 0;
    while (TOKEN.lastIndex < text.length) {
        if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
        const m = TOKEN.exec(text);
        if (!m) throw new SyntaxError(`cannot read "${text.slice(TOKEN.lastIndex).trim()}"`);
        if (m[1]) out.push({ t: 'num', v: m[1] });
        else if (m[2]) out.push({ t: 'char', v: JSON.parse(`"${m[2].slice(1, -1)}"`) });
        else if (m[3]) out.push({ t: 'str', v: JSON.parse(m[3]) });
        else if (m[4]) out.push({ t: 'id', v: m[4] });
        else out.push({ t: 'op', v: m[5] });
    }
    return out;
}

function numberLiteral(s) {
    if (/[Ll]$/.test(s)) return BigInt(s.slice(0, -1));
    if (/[FfDd]$/.test(s) || s.includes('.')) return parseFloat(s);
    return parseInt(s, 10);
}

// Parses into a tree of { op, ... } nodes (precedence climbing).
function parse(tokens) {
    let i = 0;
    const peek = () => tokens[i];
    const take = (v) => { if (peek() && peek().v === v) { i++; return true; } return false; };
    const BIN = [['||'], ['&&'], ['==', '!='], ['<', '<=', '>', '>='], ['+', '-'], ['*', '/', '%']];
    function binary(level) {
        if (level === BIN.length) return unary();
        let left = binary(level + 1);
        for (;;) {
            const t = peek();
            if (!t || t.t !== 'op' || !BIN[level].includes(t.v)) return left;
            i++;
            left = { op: t.v, left, right: binary(level + 1) };
        }
    }
    function unary() {
        if (take('-')) return { op: 'neg', arg: unary() };
        if (take('!')) return { op: 'not', arg: unary() };
        return postfix(primary());
    }
    function primary() {
        const t = tokens[i++];
        if (!t) throw new SyntaxError('the expression ends too early');
        if (t.t === 'num') return { op: 'lit', v: numberLiteral(t.v) };
        if (t.t === 'char') return { op: 'lit', v: t.v };
        if (t.t === 'str') return { op: 'str', v: t.v };
        if (t.t === 'id') {
            if (t.v === 'true' || t.v === 'false') return { op: 'lit', v: t.v === 'true' };
            if (t.v === 'null') return { op: 'lit', v: null };
            if (peek() && peek().v === '(') return { op: 'call', obj: null, name: t.v, args: argumentList() };
            return { op: 'name', name: t.v };
        }
        if (t.v === '(') {
            const e = binary(0);
            if (!take(')')) throw new SyntaxError('missing )');
            return e;
        }
        throw new SyntaxError(`unexpected ${t.v}`);
    }
    function argumentList() {
        take('(');
        const args = [];
        if (take(')')) return args;
        do args.push(binary(0)); while (take(','));
        if (!take(')')) throw new SyntaxError('missing )');
        return args;
    }
    function postfix(e) {
        for (;;) {
            if (take('.')) {
                const t = tokens[i++];
                if (!t || t.t !== 'id') throw new SyntaxError('a field name must follow .');
                e = peek() && peek().v === '(' ? { op: 'call', obj: e, name: t.v, args: argumentList() } : { op: 'field', obj: e, name: t.v };
            } else if (take('[')) {
                const index = binary(0);
                if (!take(']')) throw new SyntaxError('missing ]');
                e = { op: 'index', arr: e, index };
            } else return e;
        }
    }
    const tree = binary(0);
    if (i < tokens.length) throw new SyntaxError(`unexpected ${tokens[i].v}`);
    return tree;
}

const num = (v) => (typeof v === 'bigint' ? Number(v) : typeof v === 'string' && v.length === 1 ? v.charCodeAt(0) : v);

const PRIMITIVE_OF = { Z: 'boolean', C: 'char', J: 'number', I: 'number', S: 'number', B: 'number', F: 'number', D: 'number' };

// Whether value v (the debugger's) can be passed for a parameter of descriptor `type`; strings stand
// for java.lang.String (and what it implements) there.
function fits(v, type) {
    if (PRIMITIVE_OF[type]) {
        if (type === 'Z') return typeof v === 'boolean';
        if (type === 'C') return typeof v === 'string' && v.length === 1;
        return typeof v === 'number' || typeof v === 'bigint';
    }
    if (typeof v === 'string') return ['Ljava/lang/String;', 'Ljava/lang/Object;', 'Ljava/lang/CharSequence;'].includes(type);
    return v === null || (typeof v === 'object' && typeof v.is === 'function');
}

// The instance method `name` of object o's class (its superclasses and interfaces searched in turn)
// that takes `args`: { method, signature }, or null.
function findMethod(jvmti, java, o, name, args) {
    const seen = new Set();
    const queue = [];
    for (let k = java.objectClass(o); k; k = java.superclass(k)) queue.push(k);
    while (queue.length) {
        const k = queue.shift();
        const sig = jvmti.getClassSignature(k).signature;
        if (seen.has(sig)) continue;
        seen.add(sig);
        for (const m of jvmti.getClassMethods(k)) {
            const n = jvmti.getMethodName(m);
            if (n.name !== name || jvmti.getMethodModifiers(m) & 0x8) continue;
            const { params } = parseMethodDescriptor(n.signature);
            if (params.length === args.length && params.every((t, i) => fits(args[i], t))) return { method: m, signature: n.signature };
        }
        queue.push(...jvmti.getImplementedInterfaces(k));
    }
    return null;
}

// A value of the debugger's converted for a parameter of descriptor `type` (a number for a long, a
// string for a String).
function argumentFor(java, v, type) {
    switch (type[0]) {
        case 'J': return BigInt(Math.trunc(Number(v)));
        case 'I': case 'S': case 'B': return Math.trunc(Number(v));
        case 'F': case 'D': return Number(v);
        case 'Z': case 'C': return v;
        default: return typeof v === 'string' ? java.newString(v) : v;
    }
}

/** Evaluates `text` in frame `depth` of the debugger's thread `threadId` (Handle `thread`). */
export function evaluateExpression(dbg, threadId, depth, text, thread) {
    const values = dbg.values;
    const java = dbg.bridge.values;
    const isString = (v) => v && typeof v === 'object' && values.className(v) === 'java/lang/String';
    const text_ = (v) => (isString(v) ? java.string(v) : v);
    function lookup(name) {
        const local = values.local(threadId, depth, name);
        if (local) return values.readLocal(thread, depth, local);
        const self = values.local(threadId, depth, 'this');
        if (self) {
            const obj = values.readLocal(thread, depth, self);
            const f = values.field(obj, name);
            if (f) return values.readField(obj, f);
        }
        throw new ReferenceError(`${name} is not a local or a field of this`);
    }
    // Runs o.name(args) on the stopped thread; what it throws becomes an error naming the exception.
    function call(o, name, args) {
        if (typeof o === 'string' && o.length !== 1) o = java.newString(o);
        if (!o || typeof o !== 'object') throw new TypeError(`${name}(): not called on an object`);
        const found = findMethod(dbg.jvmti, java, o, name, args);
        if (!found) throw new ReferenceError(`no method ${name} of ${values.className(o).replace(/\//g, '.')} takes these arguments`);
        const { params } = parseMethodDescriptor(found.signature);
        let r;
        try {
            r = java.invoke(thread, 'virtual', null, o, found.method, found.signature, args.map((v, i) => argumentFor(java, v, params[i])));
        } catch (e) {
            if (e.error === 'NOT_AVAILABLE') throw new Error(`${name}(): methods cannot run here (only when the thread is stopped, not in a condition or logpoint)`);
            throw e;
        }
        if (r.exception) throw new Error(`${name}() threw ${values.className(r.exception).replace(/\//g, '.')}`);
        return r.value && typeof r.value === 'object' ? values.hold(r.value) : r.value;
    }
    function ev(n) {
        switch (n.op) {
            case 'call': {
                let o;
                if (n.obj) o = ev(n.obj);
                else {
                    const self = values.local(threadId, depth, 'this');
                    if (!self) throw new ReferenceError(`${n.name}(): no this in a static method`);
                    o = values.readLocal(thread, depth, self);
                }
                return call(o, n.name, n.args.map(ev));
            }
            case 'lit': return n.v;
            case 'str': return n.v;
            case 'name': return lookup(n.name);
            case 'neg': { const v = ev(n.arg); return typeof v === 'bigint' ? -v : -num(v); }
            case 'not': return !ev(n.arg);
            case 'field': {
                const o = ev(n.obj);
                if (!o || typeof o !== 'object') throw new TypeError(`${n.name}: not an object`);
                if (values.className(o).startsWith('[') && n.name === 'length') return java.arrayLength(o);
                const f = values.field(o, n.name);
                if (!f) throw new ReferenceError(`no field ${n.name}`);
                return values.readField(o, f);
            }
            case 'index': {
                const a = ev(n.arr);
                const cls = a && typeof a === 'object' ? values.className(a) : '';
                if (!cls.startsWith('[')) throw new TypeError('not an array');
                const v = java.arrayGet(a, num(ev(n.index)), cls[1]);
                return v && typeof v === 'object' ? values.hold(v) : v;
            }
            case '&&': return !!ev(n.left) && !!ev(n.right);
            case '||': return !!ev(n.left) || !!ev(n.right);
            case '==': case '!=': {
                const l = text_(ev(n.left)), r = text_(ev(n.right));
                let same;
                if (l && typeof l === 'object' && r && typeof r === 'object') same = l.is(r);
                else if (typeof l === 'string' && typeof r === 'string') same = l === r;
                else if (l === null || r === null || typeof l === 'boolean' || typeof r === 'boolean') same = l === r;
                else same = num(l) === num(r);
                return n.op === '==' ? same : !same;
            }
            default: {
                const l = ev(n.left), r = ev(n.right);
                if (n.op === '+' && (typeof text_(l) === 'string' && (isString(l) || typeof l === 'string' && l.length !== 1))) return `${text_(l)}${values.display(r)}`;
                const a = num(l), b = num(r);
                switch (n.op) {
                    case '+': return a + b;
                    case '-': return a - b;
                    case '*': return a * b;
                    case '/': return Number.isInteger(a) && Number.isInteger(b) ? Math.trunc(a / b) : a / b;
                    case '%': return a % b;
                    case '<': return a < b;
                    case '<=': return a <= b;
                    case '>': return a > b;
                    case '>=': return a >= b;
                    default: throw new SyntaxError(`unknown operator ${n.op}`);
                }
            }
        }
    }
    return ev(parse(tokenize(text)));
}

/** A literal for a value of descriptor `sig` (setVariable): number, boolean, char, string, null. */
export function parseLiteral(text, sig, bridge) {
    const t = String(text).trim();
    switch (sig[0]) {
        case 'Z':
            if (t !== 'true' && t !== 'false') throw new TypeError(`${t} is not a boolean`);
            return t === 'true';
        case 'C': {
            const m = t.match(/^'(.)'$/s) || t.match(/^(.)$/s);
            if (!m) throw new TypeError(`${t} is not a char`);
            return m[1];
        }
        case 'J': return BigInt(t.replace(/[Ll]$/, ''));
        case 'F': case 'D': {
            const v = Number(t.replace(/[FfDd]$/, ''));
            if (Number.isNaN(v) && t !== 'NaN') throw new TypeError(`${t} is not a number`);
            return v;
        }
        case 'L': case '[':
            if (t === 'null') return null;
            if (sig === 'Ljava/lang/String;' && /^".*"$/s.test(t)) return bridge.values.newString(JSON.parse(t));
            throw new TypeError(`only null or a string can be set here, not ${t}`);
        default: {
            if (!/^-?\d+$/.test(t)) throw new TypeError(`${t} is not an integer`);
            return parseInt(t, 10);
        }
    }
}
