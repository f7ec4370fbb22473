// breakpoints-view.mjs: the Breakpoints section: every breakpoint of the project (file:line, its
// condition, hit count or log message, moved when the debugger bound it to a later line), the
// exception breakpoints (caught, uncaught), and a way to remove each.
import { el, notice, replaceChildren } from './dom.mjs';

export class BreakpointsView {
    constructor(panel, project, program, editor) {
        this.panel = panel;
        this.project = project;
        this.program = program;
        this.editor = editor;
        this.bound = new Map(); // file -> debugger's answer
        this.caught = el('input', { type: 'checkbox', id: 'exc-caught', onchange: () => this.setExceptions() });
        this.uncaught = el('input', { type: 'checkbox', id: 'exc-uncaught', onchange: () => this.setExceptions() });
        this.list = el('ul', { class: 'breakpoints' });
        panel.append(this.list, el('div', { class: 'exception-options' },
            el('label', {}, this.uncaught, ' break on uncaught exceptions'),
            el('label', {}, this.caught, ' break on caught exceptions')));
        project.on('breakpoints', () => this.changed());
        project.on('files', () => this.render());
        program.on('breakpoints-bound', ({ file, breakpoints }) => { this.bound.set(file, breakpoints); this.editor.markBreakpoints(file, breakpoints); this.render(); });
        program.on('breakpoint', (b) => this.boundOne(b));
        program.on('session', (s) => { if (!s) { this.bound.clear(); this.render(); } });
        this.render();
    }

    // A breakpoint changed in the editor: the list, and the running debugger, follow.
    changed() {
        this.render();
        if (this.program.session?.debugger) this.program.syncBreakpoints().catch((err) => console.warn(`breakpoints not sent: ${err.message}`));
    }

    boundOne(b) {
        const list = this.bound.get(b.source) || [];
        const i = list.findIndex((x) => x.id === b.id);
        if (i >= 0) list[i] = b; else list.push(b);
        this.bound.set(b.source, list);
        this.editor.markBreakpoints(b.source, list);
        this.render();
    }

    setExceptions() {
        this.project.setOption('caughtExceptions', this.caught.checked);
        this.project.setOption('uncaughtExceptions', this.uncaught.checked);
        if (this.program.session?.debugger) this.program.syncBreakpoints().catch(() => {});
    }

    render() {
        this.caught.checked = !!this.project.options.caughtExceptions;
        this.uncaught.checked = !!this.project.options.uncaughtExceptions;
        const all = this.project.allBreakpoints();
        if (!all.length) {
            replaceChildren(this.list, notice('No breakpoints: click in the gutter left of a line number (right-click for a condition).'));
            return;
        }
        replaceChildren(this.list, all.map((b) => {
            const d = (this.bound.get(b.file) || []).find((x) => x.requestedLine === b.line);
            const moved = d && d.verified && d.line !== d.requestedLine;
            const extra = [b.condition && `when ${b.condition}`, b.hitCondition && `hit ${b.hitCondition}`, b.logMessage && `log "${b.logMessage}"`].filter(Boolean).join(', ');
            return el('li', { class: `breakpoint${d?.verified ? ' bound' : ''}` },
                el('button', { class: 'bp-where', onclick: () => this.editor.reveal(b.file, b.line) }, `${b.file}:${b.line}`),
                moved ? el('span', { class: 'bp-moved', title: 'the line has no code: it stops at the next line that has some' }, ` → ${d.line}`) : null,
                extra ? el('span', { class: 'bp-extra' }, ` ${extra}`) : null,
                el('button', { class: 'remove small', 'aria-label': `remove breakpoint ${b.file}:${b.line}`, onclick: () => this.remove(b) }, '×'));
        }));
    }

    remove(b) {
        const f = this.project.file(b.file);
        if (!f) return;
        if (b.file === this.editor.current) this.editor.setBreakpoint(b.line, null);
        else this.project.setBreakpoints(b.file, f.breakpoints.filter((x) => x.line !== b.line));
    }
}
