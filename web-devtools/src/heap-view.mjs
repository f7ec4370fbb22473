// heap-view.mjs: the Heap tab: the class histogram (instances and bytes per class, the views'
// heapHistogram), largest first, filterable; the program's own classes marked; "show instances" lists a
// class's objects (the views' instancesOf) as expandable variables; and allocation sites: while
// recording (the views' setAllocationSampling at interval 0), where the program made its objects, as a
// top list of class and line.
import { el, notice, replaceChildren } from './dom.mjs';
import { failureText } from './missing.mjs';
import { valueRow } from './value-tree.mjs';

export class HeapView {
    constructor(panel, program) {
        this.panel = panel;
        this.program = program;
        this.visible = false;
        this.rows = [];
        this.filter = el('input', { type: 'search', placeholder: 'filter classes', 'aria-label': 'filter the histogram', oninput: () => this.draw() });
        this.refreshButton = el('button', { class: 'small', onclick: () => this.refresh() }, 'Refresh');
        this.collectButton = el('button', { class: 'small', id: 'heap-collect', title: 'a full garbage collection now, then the histogram again', onclick: () => this.collect() }, 'Collect garbage');
        this.body = el('div', { class: 'heap-body' }, notice('The heap shows while the program runs under the debugger (paused, or every thread waiting).'));
        this.instances = el('div', { class: 'heap-instances' });
        replaceChildren(panel, el('div', { class: 'heap-tools' }, this.filter, this.refreshButton, this.collectButton), el('div', { class: 'heap-layout' }, this.body, this.instances));
        program.on('continued', () => replaceChildren(this.instances));
        program.on('stopped', () => { if (this.visible) this.refresh(); });
    }

    setVisible(on) {
        this.visible = on;
        if (on) this.refresh();
    }

    async refresh() {
        if (!this.program.session?.debugger) return;
        replaceChildren(this.body, notice('Counting the heap’s objects…'));
        try {
            const started = performance.now();
            const h = await this.program.dbg.heapHistogram();
            this.ms = Math.round(performance.now() - started);
            this.rows = (Array.isArray(h) ? h : h.classes || []).map((r) => ({ name: String(r.className ?? r.name ?? r.class).replace(/\//g, '.'), instances: Number(r.instances ?? r.count ?? 0), bytes: Number(r.bytes ?? r.size ?? 0) }))
                .sort((a, b) => b.bytes - a.bytes || b.instances - a.instances);
            this.sites = Array.isArray(h) ? null : h.allocationSites;
        } catch (err) {
            replaceChildren(this.body, notice(failureText('heapHistogram', err)));
            return;
        }
        this.draw();
    }

    draw() {
        const f = this.filter.value.trim().toLowerCase();
        const own = new Set(this.program.project.files.map((x) => x.name.replace(/\.java$/, '')));
        const rows = this.rows.filter((r) => !f || r.name.toLowerCase().includes(f)).slice(0, 300);
        const total = this.rows.reduce((s, r) => s + r.bytes, 0);
        const sites = this.sitesView();
        const summary = el('p', { class: 'muted' }, `${this.rows.reduce((n, r) => n + r.instances, 0).toLocaleString()} objects, ${total.toLocaleString()} bytes in ${this.rows.length} classes (counted in ${this.ms} ms)`);
        replaceChildren(this.body, summary, sites, el('table', { class: 'heap' },
            el('thead', {}, el('tr', {}, el('th', {}, 'class'), el('th', {}, 'instances'), el('th', {}, 'bytes'), el('th', {}, 'share'))),
            el('tbody', {}, rows.map((r) => el('tr', { class: own.has(r.name.split('.').pop().split('$')[0]) ? 'own' : '' },
                el('td', {}, r.name), el('td', { class: 'num' }, r.instances.toLocaleString()), el('td', { class: 'num' }, r.bytes.toLocaleString()),
                el('td', {}, el('span', { class: 'bar', style: { width: `${total ? Math.max(1, Math.round((r.bytes / total) * 100)) : 0}%` } })),
                el('td', {}, el('button', { class: 'small', disabled: !this.program.inspection, title: this.program.inspection ? '' : 'pause the program first', onclick: () => this.showInstances(r.name) }, 'instances')))))));
    }

    // Collects garbage (what no variable reaches any more goes), then counts again.
    async collect() {
        if (!this.program.session?.debugger) return;
        try {
            await this.program.dbg.collectGarbage();
        } catch (err) {
            replaceChildren(this.body, notice(failureText('collectGarbage', err)));
            return;
        }
        await this.refresh();
    }

    // Allocation sites: the sampling switch and, once samples came, the top sites (class, line, share).
    sitesView() {
        const s = this.sites;
        if (!s) return null;
        if (!s.available) return notice(`Allocation sites: ${s.reason}`);
        const toggle = el('button', { class: 'small', id: 'alloc-record', onclick: () => this.setSampling(!s.sampling) }, s.sampling ? 'Stop recording allocations' : 'Record allocations');
        const head = el('p', { class: 'muted' }, toggle, ' ', s.sampling || s.samples
            ? `${s.samples.toLocaleString()} allocations recorded${s.sampling ? ' so far' : ''}`
            : 'Where the program makes its objects: every allocation from now on is recorded with its line (a program that allocates a lot runs slower meanwhile).');
        if (!s.sites.length) return el('div', { class: 'alloc-sites' }, head);
        const site = (x) => x.frames.length ? `${x.frames[0].method}:${x.frames[0].line}` : '(no Java frame)';
        return el('div', { class: 'alloc-sites' }, head, el('table', { class: 'sites' },
            el('thead', {}, el('tr', {}, el('th', {}, 'allocated'), el('th', {}, 'at'), el('th', {}, 'samples'), el('th', {}, 'share'))),
            el('tbody', {}, s.sites.slice(0, 20).map((x) => el('tr', {},
                el('td', {}, x.className), el('td', { title: x.frames.map((f) => `${f.method}:${f.line}`).join('\n') }, site(x)),
                el('td', { class: 'num' }, x.samples.toLocaleString()), el('td', { class: 'num' }, `${Math.round(x.share * 100)}%`))))));
    }

    async setSampling(on) {
        try {
            // every allocation: the programs of a lesson are small, and a count per line is what they teach
            this.sites = await this.program.dbg.setAllocationSampling(on, { interval: 0 });
        } catch (err) {
            this.sites = { available: false, reason: failureText('setAllocationSampling', err) };
        }
        this.draw();
    }

    /** Lists the instances of a class (while paused: their variables are valid until the program runs). */
    async showInstances(name) {
        replaceChildren(this.instances, el('h4', {}, name), notice('…'));
        try {
            const r = await this.program.dbg.instancesOf(name);
            const ctx = { path: `instances:${name}`, fetch: (ref) => this.program.dbg.variables(ref), changed: () => false };
            replaceChildren(this.instances, el('h4', {}, `${r.className}: ${r.count} instance${r.count === 1 ? '' : 's'}`),
                el('ul', { class: 'vars', role: 'tree' }, r.variables.map((v) => valueRow(v, ctx))),
                r.count > r.variables.length ? notice(`the first ${r.variables.length} shown`) : null);
        } catch (err) {
            replaceChildren(this.instances, el('h4', {}, name), notice(failureText('instancesOf', err)));
        }
    }
}
