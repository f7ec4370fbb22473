// breakpoint-editor.mjs: the small form a right-click (or Shift+click) on the breakpoint gutter opens:
// a breakpoint's condition, hit count and log message (a logpoint prints and does not stop), or its
// removal. Escape closes it; its fields are reachable by keyboard.
import { el } from './dom.mjs';

export class BreakpointEditor {
    constructor(editor) {
        this.editor = editor;
        this.form = el('form', { class: 'bp-editor', hidden: true, 'aria-label': 'breakpoint options' });
        document.body.append(this.form);
        this.form.addEventListener('keydown', (e) => { if (e.key === 'Escape') this.close(); });
        this.form.addEventListener('submit', (e) => { e.preventDefault(); this.save(); });
    }

    /** Opens the form for line `line` of the shown file, near the pointer event `at`. */
    open(line, at) {
        this.line = line;
        const bp = this.editor.breakpointAt(line) || {};
        const field = (name, label, placeholder) => el('label', {}, label, el('input', { name, type: 'text', value: bp[name] || '', placeholder }));
        this.form.replaceChildren(
            el('div', { class: 'bp-editor-title' }, `Breakpoint on line ${line}`),
            field('condition', 'Stop only when', 'e.g. i == 3'),
            field('hitCondition', 'Hit count', 'e.g. 5, >= 3, % 2'),
            field('logMessage', 'Log message (does not stop)', 'e.g. i is {i}'),
            el('div', { class: 'bp-editor-buttons' },
                el('button', { type: 'submit', class: 'primary' }, 'Set'),
                el('button', { type: 'button', onclick: () => { this.editor.setBreakpoint(this.line, null); this.close(); } }, 'Remove'),
                el('button', { type: 'button', onclick: () => this.close() }, 'Cancel')));
        this.form.hidden = false;
        const x = Math.min((at?.clientX ?? 100) + 8, innerWidth - 300);
        const y = Math.min((at?.clientY ?? 100) + 8, innerHeight - 220);
        Object.assign(this.form.style, { left: `${Math.max(4, x)}px`, top: `${Math.max(4, y)}px` });
        this.form.querySelector('input').focus();
    }

    save() {
        const data = Object.fromEntries(new FormData(this.form));
        const bp = {};
        for (const k of ['condition', 'hitCondition', 'logMessage']) if (data[k] && data[k].trim()) bp[k] = data[k].trim();
        this.editor.setBreakpoint(this.line, bp);
        this.close();
    }

    close() {
        this.form.hidden = true;
        this.editor.focus();
    }
}
