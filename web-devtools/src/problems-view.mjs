// problems-view.mjs: the Problems tab: the compiler's diagnostics as a list (file:line:column,
// severity, message); choosing one moves the editor to it.
import { el, notice, replaceChildren } from './dom.mjs';

export class ProblemsView {
    constructor(panel, program, editor, tabs) {
        this.panel = panel;
        this.editor = editor;
        this.tabs = tabs;
        replaceChildren(panel, notice('No problems: compile (Ctrl+Enter runs, which compiles first) to check the program.'));
        program.on('diagnostics', (list) => this.show(list));
    }

    show(list) {
        this.editor.setDiagnostics(list);
        this.tabs?.badge('problems', list.length || '');
        if (!list.length) {
            replaceChildren(this.panel, notice('No problems.'));
            return;
        }
        const items = list.map((d) => el('li', {},
            el('button', {
                class: `problem problem-${/warn/i.test(d.severity) ? 'warning' : 'error'}`,
                onclick: () => this.editor.reveal(d.file, d.line, d.column),
            },
            el('span', { class: 'problem-where' }, `${d.file}:${d.line}${d.column ? `:${d.column}` : ''}`),
            el('span', { class: 'problem-severity' }, /warn/i.test(d.severity) ? 'warning' : 'error'),
            el('span', { class: 'problem-message' }, d.message))));
        replaceChildren(this.panel, el('ul', { class: 'problems' }, items));
        this.tabs?.select('problems');
    }
}
