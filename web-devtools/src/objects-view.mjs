// objects-view.mjs: the Frames & objects tab: the paused program as a picture, as teachers draw it:
// stack frames on the left (one box each, its locals, primitives inline), objects on the right (class
// name and fields; arrays as a row of cells, long ones folded), references as arrows. It is redrawn at
// every stop while the tab is open; boxes keep their places between steps (objects-layout.mjs), and
// what changed since the previous stop is marked.
import { el, notice, replaceChildren, svg } from './dom.mjs';
import { readObjectGraph } from './objects-graph.mjs';
import { layoutGraph, SIZES } from './objects-layout.mjs';

export class ObjectsView {
    constructor(panel, program) {
        this.panel = panel;
        this.program = program;
        this.visible = false;
        this.memory = new Map();
        this.previous = null;   // slot key -> value text or target, at the previous stop
        this.stale = true;
        replaceChildren(panel, notice('The picture of the program shows when it is paused in the debugger.'));
        program.on('stopped', () => { this.stale = true; if (this.visible) this.render(); });
        program.on('continued', () => { this.stale = true; });
        program.on('session', (s) => { if (s) { this.memory = new Map(); this.previous = null; } });
    }

    /** The tab was shown or hidden: it draws only while shown (reading the heap costs calls). */
    setVisible(on) {
        this.visible = on;
        if (on && this.stale) this.render();
    }

    async render() {
        this.stale = false;
        if (!this.program.inspection) {
            replaceChildren(this.panel, notice(this.program.running ? 'Running: pause (F8) or stop at a breakpoint to see the frames and objects.' : 'The picture of the program shows when it is paused in the debugger.'));
            return;
        }
        let graph;
        try {
            graph = await readObjectGraph(this.program);
        } catch (err) {
            replaceChildren(this.panel, notice(`The objects could not be read: ${err.message}`));
            return;
        }
        if (!this.program.inspection) return; // it ran on meanwhile
        this.draw(graph);
    }

    draw(graph) {
        const layout = layoutGraph(graph, this.memory);
        const values = new Map();
        const changed = (key, v) => {
            values.set(key, v);
            return this.previous && this.previous.has(key) && this.previous.get(key) !== v;
        };
        const isNew = (id) => this.previous && !this.previous.has(`#${id}`);
        const canvas = el('div', { class: 'objects-canvas', style: { width: `${layout.width}px`, height: `${layout.height}px` } });
        const slotEl = (ownerKey, s, cell) => {
            const key = `${ownerKey}.${s.name}`;
            const shown = s.target ? `→${s.target}` : s.value;
            const cls = `${cell ? 'obj-cell' : 'obj-slot'}${changed(key, shown) ? ' changed' : ''}${s.target ? ' ref' : ''}`;
            return el(cell ? 'div' : 'div', { class: cls, dataset: s.target ? { target: s.target } : {}, title: s.target ? `${s.name} → ${s.target}` : `${s.name} = ${s.value}` },
                cell ? el('span', { class: 'obj-index' }, s.name.replace(/[[\]]/g, '')) : el('span', { class: 'obj-name' }, s.name),
                el('span', { class: 'obj-value' }, s.target ? (cell ? '•' : '') : s.value));
        };
        for (const f of graph.frames) {
            const p = layout.frames.get(f.key);
            canvas.append(el('div', { class: 'frame-box', dataset: { frame: f.key }, style: box(p) },
                el('div', { class: 'box-title' }, f.title, f.line > 0 ? el('span', { class: 'box-line' }, `:${f.line}`) : null),
                f.vars.length ? f.vars.map((v) => slotEl(f.key, v, false)) : el('div', { class: 'obj-slot muted' }, '(no locals)')));
        }
        for (const [id, o] of graph.objects) {
            const p = layout.objects.get(id);
            values.set(`#${id}`, true);
            const title = el('div', { class: 'box-title' }, o.label || shortType(o.type), el('span', { class: 'box-id' }, id.match(/@\d+$/)?.[0] || ''));
            let body;
            if (o.kind === 'array') {
                body = el('div', { class: 'obj-cells' }, o.slots.map((s) => slotEl(id, s, true)), o.more ? el('div', { class: 'obj-cell more' }, `… ${o.more} more`) : null,
                    o.slots.length || o.more ? null : el('div', { class: 'obj-cell more' }, 'empty'));
            } else if (o.kind === 'string') {
                body = el('div', { class: 'obj-slot' }, el('span', { class: 'obj-value' }, JSON.stringify(o.text ?? '')));
            } else {
                body = [o.slots.map((s) => slotEl(id, s, false)), o.more ? el('div', { class: 'obj-slot more' }, `… ${o.more} more`) : null,
                    o.slots.length || o.more ? null : el('div', { class: 'obj-slot muted' }, '(no fields)')];
            }
            canvas.append(el('div', { class: `obj-box obj-${o.kind}${isNew(id) ? ' new' : ''}`, dataset: { id, type: shortType(o.type) }, style: box(p) }, title, body));
        }
        const arrows = svg('svg', { class: 'obj-arrows', width: layout.width, height: layout.height, 'aria-hidden': 'true' },
            svg('defs', {}, svg('marker', { id: 'arrowhead', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
                svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrowhead' }))));
        canvas.prepend(arrows);
        const note = graph.truncated ? notice('Only the objects nearest the frames are drawn (the rest is left out).') : null;
        replaceChildren(this.panel, el('div', { class: 'objects-legend' }, 'Frames (newest on top) · objects · arrows are references · ', el('span', { class: 'changed' }, 'changed since the last stop')), note, canvas);
        this.previous = values;
        // arrows go from the slot holding a reference to the box it refers to, measured once laid out
        const origin = canvas.getBoundingClientRect();
        for (const slot of canvas.querySelectorAll('[data-target]')) {
            const target = canvas.querySelector(`.obj-box[data-id="${cssEscape(slot.dataset.target)}"]`);
            if (!target) continue;
            const a = slot.getBoundingClientRect();
            const b = target.getBoundingClientRect();
            const cell = slot.classList.contains('obj-cell');
            const x1 = (cell ? a.left + a.width / 2 : a.right - 6) - origin.left;
            const y1 = (cell ? a.bottom - 6 : a.top + a.height / 2) - origin.top;
            const backwards = b.left - origin.left < x1;
            const x2 = (backwards ? b.right - 1 : b.left + 1) - origin.left;
            const y2 = b.top + SIZES.header / 2 - origin.top;
            const bend = Math.max(30, Math.abs(x2 - x1) / 2);
            const d = backwards
                ? `M${x1},${y1} C${x1 + 60},${y1} ${x2 + 60},${y2} ${x2},${y2}`
                : `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`;
            arrows.append(svg('path', { d, class: `obj-arrow${slot.classList.contains('changed') ? ' changed' : ''}`, 'marker-end': 'url(#arrowhead)', 'data-from': slot.title, 'data-to': slot.dataset.target }));
        }
    }
}

function box(p) {
    return { left: `${p.x}px`, top: `${p.y}px`, width: `${p.width}px`, minHeight: `${p.height}px` };
}

function shortType(t) {
    return String(t || '').split('.').pop();
}

function cssEscape(s) {
    return globalThis.CSS && CSS.escape ? CSS.escape(s) : String(s).replace(/["\\]/g, '\\$&');
}
