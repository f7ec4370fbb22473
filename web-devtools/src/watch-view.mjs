// watch-view.mjs: the Watch section: expressions evaluated in the shown frame at every stop
// (the debugger's evaluate: locals, fields, array elements, arithmetic, comparisons). The list is kept
// with the project's options so it survives a reload.
import { el, notice, replaceChildren } from './dom.mjs';
import { valueRow } from './value-tree.mjs';

export class WatchView {
    constructor(panel, program, project) {
        this.panel = panel;
        this.program = program;
        this.project = project;
        this.list = el('ul', { class: 'vars watches', role: 'tree', 'aria-label': 'watch expressions' });
        this.input = el('input', { type: 'text', class: 'watch-input', placeholder: 'add an expression (e.g. head.next.value)', 'aria-label': 'new watch expression',
            onkeydown: (e) => { if (e.key === 'Enter' && this.input.value.trim()) { this.add(this.input.value.trim()); this.input.value = ''; } } });
        panel.append(this.list, this.input);
        program.on('stopped', () => this.render());
        program.on('continued', () => this.render());
        this.render();
    }

    get expressions() { return this.project.options.watches || []; }

    add(expr) {
        this.project.setOption('watches', [...this.expressions, expr]);
        this.render();
    }

    remove(i) {
        this.project.setOption('watches', this.expressions.filter((_, j) => j !== i));
        this.render();
    }

    async render() {
        const rows = [];
        for (const [i, expr] of this.expressions.entries()) {
            let row;
            if (!this.program.frame) row = el('li', { class: 'var' }, el('div', { class: 'var-row' }, el('span', { class: 'var-name' }, expr), el('span', { class: 'var-eq' }, ' = '), el('span', { class: 'var-value muted' }, 'not paused')));
            else {
                try {
                    const v = await this.program.evaluate(expr);
                    row = valueRow({ ...v, name: expr }, { path: 'watch', fetch: (ref) => this.program.dbg.variables(ref), changed: () => false });
                } catch (err) {
                    row = el('li', { class: 'var' }, el('div', { class: 'var-row' }, el('span', { class: 'var-name' }, expr), el('span', { class: 'var-eq' }, ' = '), el('span', { class: 'var-value var-error' }, err.message)));
                }
            }
            row.append(el('button', { class: 'remove small', title: `remove ${expr}`, 'aria-label': `remove watch ${expr}`, onclick: () => this.remove(i) }, '×'));
            rows.push(row);
        }
        replaceChildren(this.list, rows.length ? rows : notice('No expressions.'));
    }
}
