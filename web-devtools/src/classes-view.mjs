// classes-view.mjs: the Classes tab (the class browser): the loaded classes (the debugger's
// loadedClasses), filterable, the program's own first; choosing one shows its source file, superclass,
// fields and methods (the views' classDetails).
import { el, notice, replaceChildren } from './dom.mjs';
import { failureText } from './missing.mjs';

export class ClassesView {
    constructor(panel, program) {
        this.panel = panel;
        this.program = program;
        this.visible = false;
        this.filter = el('input', { type: 'search', placeholder: 'filter classes (e.g. Main, java/util)', 'aria-label': 'filter classes', oninput: () => this.renderList() });
        this.list = el('ul', { class: 'class-list' });
        this.details = el('div', { class: 'class-details' });
        this.classes = [];
        replaceChildren(panel, el('div', { class: 'classes-layout' }, el('div', { class: 'classes-left' }, this.filter, this.list), this.details));
        this.list.append(notice('The loaded classes show while the program runs under the debugger.'));
        program.on('stopped', () => { if (this.visible) this.refresh(); });
        program.on('state', (s) => { if (this.visible && s.phase === 'idle-waiting') this.refresh(); });
    }

    setVisible(on) {
        this.visible = on;
        if (on) this.refresh();
    }

    async refresh() {
        if (!this.program.session?.debugger) return;
        try {
            const own = new Set(this.program.project.files.map((f) => f.name));
            this.classes = (await this.program.dbg.loadedClasses()).sort((a, b) => (own.has(b.source) - own.has(a.source)) || a.name.localeCompare(b.name))
                .map((c) => ({ ...c, own: own.has(c.source) }));
        } catch (err) {
            replaceChildren(this.list, notice(failureText('loadedClasses', err)));
            return;
        }
        this.renderList();
    }

    renderList() {
        const f = this.filter.value.trim().toLowerCase();
        const shown = this.classes.filter((c) => !f || c.name.toLowerCase().includes(f)).slice(0, 400);
        replaceChildren(this.list, el('li', { class: 'muted' }, `${this.classes.length} classes loaded`),
            shown.map((c) => el('li', {}, el('button', { class: `class-name${c.own ? ' own' : ''}`, onclick: () => this.show(c.name) }, c.name.replace(/\//g, '.')))));
    }

    async show(name) {
        replaceChildren(this.details, el('h4', {}, name.replace(/\//g, '.')), notice('…'));
        let d;
        try {
            d = await this.program.dbg.classDetails(name);
        } catch (err) {
            replaceChildren(this.details, el('h4', {}, name.replace(/\//g, '.')), notice(failureText('classDetails', err)));
            return;
        }
        const words = (m) => (Array.isArray(m.modifiers) ? m.modifiers.join(' ') : m.modifiers || '');
        const field = (f) => el('li', {}, el('code', {}, [words(f), f.type, f.name].filter(Boolean).join(' ')), f.value && f.value.text !== undefined ? el('span', { class: 'muted' }, ` = ${f.value.text}`) : null);
        const method = (m) => el('li', {}, el('code', {}, [words(m), m.signature || m.name].filter(Boolean).join(' ')), m.lines ? el('span', { class: 'muted' }, ` lines ${m.lines.first}–${m.lines.last}`) : null);
        replaceChildren(this.details,
            el('h4', {}, (d.name || name).replace(/\//g, '.')),
            el('p', {}, `${[words(d), d.kind].filter(Boolean).join(' ')} · source: ${d.sourceFile ?? d.source ?? '?'}`, d.superclass ? ` · extends ${String(d.superclass).replace(/\//g, '.')}` : '',
                d.interfaces?.length ? ` · implements ${d.interfaces.join(', ').replace(/\//g, '.')}` : ''),
            el('h5', {}, `Fields (${(d.fields || []).length})`), el('ul', { class: 'members' }, (d.fields || []).map(field)),
            el('h5', {}, `Methods (${(d.methods || []).length})`), el('ul', { class: 'members' }, (d.methods || []).map(method)));
    }
}
