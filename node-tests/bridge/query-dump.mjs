// query-dump.mjs: the JVMTI class, field and method queries through the WebAssembly bridge, written in
// the format of the expectations that QueryExpectations writes on HotSpot (cmake/JvmtiQueryTests.cmake;
// the C twin is native-tests/jvmti/lib/jvmtiquery/query_dump.c). Used by node-tests/bridge-jvmti.test.mjs.

const hex = (bytes) => (bytes.length ? Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') : '-');
const or = (s) => ` ${s ?? '-'}`;

// Calls f; an error ends the line with its number (which no expectation has) and gives undefined.
function attempt(out, f) {
    try {
        return f();
    } catch (e) {
        if (e.name !== 'JvmtiError') throw e;
        out.push(` error=${e.code}`);
        return undefined;
    }
}

function dumpMethod(jvmti, out, m) {
    const mods = attempt(out, () => jvmti.getMethodModifiers(m));
    const n = mods === undefined ? undefined : attempt(out, () => jvmti.getMethodName(m));
    if (n === undefined) return;
    out.push(`method ${mods} ${n.name} ${n.signature}${or(n.generic)}`);
    const native = attempt(out, () => jvmti.isMethodNative(m));
    if (native === undefined) return;
    let code = null;
    if (!native) { try { code = jvmti.getBytecodes(m); } catch { code = null; } }
    if (native || !code || code.length === 0) { out.push(' nocode\n'); return; }
    const max = attempt(out, () => jvmti.getMaxLocals(m));
    if (max === undefined) return;
    out.push(` ${max} ${hex(code)}`);
    let lines = [];
    try { lines = jvmti.getLineNumberTable(m); } catch { lines = []; }
    out.push(` lines ${lines.length}${lines.map((l) => ` ${l.startLocation}:${l.lineNumber}`).join('')}`);
    let vars = [];
    try { vars = jvmti.getLocalVariableTable(m); } catch { vars = []; }
    out.push(` locals ${vars.length}${vars.map((v) => ` ${v.startLocation}:${v.length}:${v.slot}:${v.name}:${v.signature}:${v.genericSignature ?? '-'}`).join('')}\n`);
}

/** The description of class `c` (a Handle) named `name`, as lines of text. */
export function dumpClass(jvmti, name, c) {
    const out = [`class ${name}\n`];
    const v = attempt(out, () => jvmti.getClassVersionNumbers(c));
    if (v) out.push(`version ${v.minorVersion} ${v.majorVersion}\n`);
    const mods = attempt(out, () => jvmti.getClassModifiers(c));
    if (mods !== undefined) out.push(`modifiers ${mods}\n`);
    const sig = attempt(out, () => jvmti.getClassSignature(c));
    if (sig) out.push(`signature${or(sig.generic)}\n`);
    let src = null;
    try { src = jvmti.getSourceFileName(c); } catch { src = null; }
    out.push(`source${or(src)}\n`);
    const ifs = attempt(out, () => jvmti.getImplementedInterfaces(c));
    if (ifs) {
        out.push(`interfaces ${ifs.length}`);
        for (const i of ifs) {
            const s = attempt(out, () => jvmti.getClassSignature(i).signature);
            if (s) out.push(` ${s.slice(1, -1)}`);
            i.release();
        }
        out.push('\n');
    }
    const cp = attempt(out, () => jvmti.getConstantPool(c));
    if (cp) out.push(`constant-pool ${cp.constantPoolCount} ${hex(cp.constantPoolBytes)}\n`);
    const fields = attempt(out, () => jvmti.getClassFields(c));
    if (fields) {
        for (const f of fields) {
            const fm = attempt(out, () => jvmti.getFieldModifiers(c, f));
            const fn = fm === undefined ? undefined : attempt(out, () => jvmti.getFieldName(c, f));
            if (fn) out.push(`field ${fm} ${fn.name} ${fn.signature}${or(fn.generic)}\n`);
        }
    }
    const methods = attempt(out, () => jvmti.getClassMethods(c));
    if (methods) for (const m of methods) dumpMethod(jvmti, out, m);
    out.push('end\n');
    return out.join('');
}
