// jvmti-def.mjs: jvmti/interface.def (the JVM Tool Interface as data, written from the JVMTI 17
// specification) read into plain JavaScript values, for the generators scripts/gen-jvmti.mjs (the C
// header, function table, ABI check, status table) and scripts/gen-jvmti-bridge.mjs (the WebAssembly
// bridge's bindings).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DEF = 'jvmti/interface.def';

// ------------------------------------------------------------------------------------------- parse

export const consts = [];        // { name, value, group }
export const enums = [];         // { name, members: [{name, value}] }
export const structs = [];       // { kind: 'struct'|'union', name, fields: [{type, name}] }
export const callbacks = [];     // { ret, name, params }
export const caps = [];          // names in bit order
export const onloadCaps = new Set(); // capabilities that can only be added in the OnLoad phase
export const describedBy = new Map(); // a capability that gates nothing -> the function or event whose behaviour it promises
export const errors = [];        // { name, value }
export const events = [];        // { num, name, enumName, phases, cap, params } or { num, reserved: true }
export const fns = [];           // { num, name, phases, cap, cb, params, variadic } or { num, reserved: true }
export let version = null;

function parseParams(text) {
    const t = text.trim();
    if (!t) return [];
    return t.split(',').map((p) => {
        p = p.trim();
        if (p === '...') return { variadic: true };
        const m = p.match(/^(.*?)\s*\b(\w+)\s*(\[([\w ,]+)\])?$/);
        if (!m) throw new Error(`${DEF}: cannot read parameter "${p}"`);
        const flags = m[4] ? m[4].split(/[ ,]+/) : [];
        return { type: m[1].trim(), name: m[2], flags };
    });
}

{
    const lines = readFileSync(join(root, DEF), 'utf8').split('\n');
    let group = null, block = null;
    lines.forEach((raw, i) => {
        const line = raw.replace(/#.*/, '').trim();
        if (!line) return;
        const where = `${DEF}:${i + 1}`;
        if (block) {
            if (line === 'end') { block = null; return; }
            if (block.members) {
                const [name, value] = line.split(/\s+/);
                block.members.push({ name, value });
            } else {
                const m = line.match(/^(.*?)\s*\b(\w+)$/);
                if (!m) throw new Error(`${where}: cannot read member "${line}"`);
                block.fields.push({ type: m[1], name: m[2] });
            }
            return;
        }
        const [kw, ...rest] = line.split(/\s+/);
        const after = line.slice(kw.length).trim();
        switch (kw) {
            case 'version': version = { name: rest[0], value: rest[1] }; break;
            case 'group': group = rest[0]; break;
            case 'const': consts.push({ name: rest[0], value: rest[1], group }); break;
            case 'enum': block = { name: rest[0], members: [] }; enums.push(block); break;
            case 'struct': case 'union': block = { kind: kw, name: rest[0], fields: [] }; structs.push(block); break;
            case 'callback': {
                const m = after.match(/^(.*?)\s*\b(\w+)\((.*)\)$/);
                if (!m) throw new Error(`${where}: cannot read callback`);
                callbacks.push({ ret: m[1], name: m[2], params: m[3] });
                break;
            }
            case 'capability': {
                caps.push(rest[0]);
                if (rest.includes('onload')) onloadCaps.add(rest[0]);
                const d = rest.indexOf('describes');
                if (d > 0) describedBy.set(rest[0], rest[d + 1]);
                break;
            }
            case 'error': errors.push({ name: rest[0], value: rest[1] }); break;
            case 'event': case 'fn': {
                const [head, params = ''] = after.split(/\s*:\s*(.*)/s);
                const h = head.split(/\s+/);
                const num = Number(h[0]);
                const list = kw === 'event' ? events : fns;
                if (list.length && list[list.length - 1].num !== num - 1) throw new Error(`${where}: ${kw} ${num} out of order`);
                if (h[1] === '-') { list.push({ num, reserved: true }); break; }
                const ps = parseParams(params);
                const variadic = ps.length && ps[ps.length - 1].variadic;
                if (kw === 'event') list.push({ num, name: h[1], enumName: h[2], phases: h[3], cap: h[4], params: ps });
                else list.push({ num, name: h[1], phases: h[2], cap: h[3], cb: h[4] === 'cb', params: variadic ? ps.slice(0, -1) : ps, variadic });
                break;
            }
            default: throw new Error(`${where}: unknown keyword ${kw}`);
        }
    });
    if (fns.length !== 156) throw new Error(`${DEF}: ${fns.length} function slots, JVMTI 17 has 156`);
    for (const f of fns) if (!f.reserved && f.cap !== '-' && !caps.includes(f.cap)) throw new Error(`${f.name}: unknown capability ${f.cap}`);
    for (const e of events) if (!e.reserved && e.cap !== '-' && !caps.includes(e.cap)) throw new Error(`${e.name}: unknown capability ${e.cap}`);
    for (const [c, f] of describedBy) if (!fns.some((x) => x.name === f) && !events.some((x) => x.name === f)) throw new Error(`${c}: describes unknown function or event ${f}`);
}

export const realFns = fns.filter((f) => !f.reserved);
export const realEvents = events.filter((e) => !e.reserved);
