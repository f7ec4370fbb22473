// variables-view.mjs: the Variables section: the shown frame's scopes (locals and `this`) as
// expandable trees; a local's value is edited in place (double-click or F2, Enter sets it through the
// debugger's setVariable). Values that changed since the previous stop are marked, and the rows open
// at the last stop stay open.
import { el, notice, replaceChildren } from './dom.mjs';
import { editInPlace, valueRow } from './value-tree.mjs';

export class VariablesView {
    constructor(panel, program) {
        this.panel = panel;
        this.program = program;
        this.previous = new Map();  // path -> value at the previous stop
        this.current = new Map();
        this.opened = new Set();
        replaceChildren(panel, notice('Not paused.'));
        program.on('stopped', () => this.render());
        program.on('continued', () => {
            replaceChildren(panel, notice(program.running ? 'Running.' : 'Not paused.'));
        });
        program.on('session', (s) => { if (s) { this.previous.clear(); this.current.clear(); } });
    }

    async render() {
        const frame = this.program.frame;
        if (!frame) return replaceChildren(this.panel, notice('No frame.'));
        const key = `${frame.name}`;
        if (this.frameKey !== key) { this.previous = new Map(); this.current = new Map(); this.frameKey = key; }
        this.previous = this.current;
        this.current = new Map();
        const dbg = this.program.dbg;
        const ctx = {
            path: '',
            fetch: (ref) => dbg.variables(ref),
            opened: this.opened,
            changed: (path, value) => {
                this.current.set(path, value);
                return this.previous.has(path) && this.previous.get(path) !== value;
            },
        };
        try {
            const scopes = await dbg.scopes(frame.id);
            const groups = [];
            for (const s of scopes) {
                const vars = await dbg.variables(s.variablesReference);
                const topCtx = { ...ctx, path: s.name, edit: (v, valueEl) => this.edit(v, valueEl) };
                groups.push(el('div', { class: 'scope' },
                    el('div', { class: 'scope-name' }, s.name),
                    vars.length ? el('ul', { class: 'vars', role: 'tree', 'aria-label': s.name }, vars.map((v) => valueRow(v, topCtx)))
                        : notice('(none)')));
            }
            replaceChildren(this.panel, groups);
        } catch (err) {
            replaceChildren(this.panel, notice(`The variables could not be read: ${err.message}`));
        }
    }

    edit(v, valueEl) {
        const initial = v.value.startsWith('"') || v.value.startsWith("'") ? v.value : v.value.replace(/@\d+$/, '');
        editInPlace(valueEl, initial, (text) => this.program.setVariable(v.name, text));
    }
}
