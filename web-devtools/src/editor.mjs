// editor.mjs: the source editor: one CodeMirror 6 view, one editor state per file of the project (so
// each file keeps its undo history, selection and scroll position), Java highlighting, the breakpoint
// and stopped-line gutters, and the compiler's diagnostics at their line and column (@codemirror/lint).
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { java } from '@codemirror/lang-java';
import { bracketMatching, defaultHighlightStyle, foldGutter, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { breakpointAt, breakpointGutter, breakpointsOf, replaceBreakpointsEffect, setBreakpointEffect, toggleBreakpoint } from './breakpoint-gutter.mjs';
import { editedCount, editedLines, trackEditsEffect } from './edited-lines.mjs';
import { execLine, execLineAt } from './exec-line.mjs';

export class SourceEditor {
    /**
     * @param {HTMLElement} parent
     * @param {import('./project.mjs').Project} project
     * @param {{ editBreakpoint(view, line, event): void }} hooks
     */
    constructor(parent, project, hooks) {
        this.project = project;
        this.hooks = hooks;
        this.states = new Map();       // file name -> EditorState
        this.diagnostics = new Map();  // file name -> [{ line, column, endLine?, endColumn?, severity, message }]
        this.exec = null;              // { file, line, top }
        this.current = null;
        this.view = new EditorView({ parent, state: EditorState.create({ doc: '' }) });
        this.view.dom.setAttribute('aria-label', 'Java source editor');
        project.on('files', () => this.reloadFiles());
        project.on('active', (name) => this.show(name));
        // a breakpoint removed from the list for a file not shown: its kept state follows
        project.on('breakpoints', (name) => {
            const s = name && name !== this.current && this.states.get(name);
            if (s) this.states.set(name, s.update({ effects: replaceBreakpointsEffect.of(project.file(name).breakpoints) }).state);
        });
        this.show(project.active);
    }

    extensions(name) {
        return [
            breakpointGutter({ onEdit: (view, line, event) => this.hooks.editBreakpoint(view, line, event) }),
            execLine(),
            editedLines(),
            lineNumbers(),
            foldGutter(),
            lintGutter(),
            history(),
            drawSelection(),
            indentOnInput(),
            indentUnit.of('    '),
            bracketMatching(),
            closeBrackets(),
            autocompletion(),
            highlightActiveLine(),
            highlightActiveLineGutter(),
            highlightSelectionMatches(),
            syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
            java(),
            keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
            EditorView.updateListener.of((u) => {
                if (u.docChanged) {
                    this.project.setText(name, u.state.doc.toString());
                    if (this.tracking) this.hooks.edited?.(editedCount(u.state));
                }
                if (u.transactions.some((t) => t.effects.some((e) => e.is(setBreakpointEffect) || e.is(replaceBreakpointsEffect))) || u.docChanged) {
                    const bps = breakpointsOf(u.state);
                    const before = JSON.stringify(this.project.file(name)?.breakpoints || []);
                    if (JSON.stringify(bps) !== before) this.project.setBreakpoints(name, bps);
                }
            }),
        ];
    }

    stateFor(name) {
        let s = this.states.get(name);
        if (!s) {
            const f = this.project.file(name);
            s = EditorState.create({ doc: f.text, extensions: this.extensions(name) });
            s = s.update({ effects: [replaceBreakpointsEffect.of(f.breakpoints), trackEditsEffect.of(!!this.tracking)] }).state;
            this.states.set(name, s);
        }
        return s;
    }

    /** Shows file `name` (keeping the state of the one shown before). */
    show(name) {
        if (!this.project.file(name)) return;
        if (this.current) this.states.set(this.current, this.view.state);
        this.current = name;
        this.view.setState(this.stateFor(name));
        this.applyMarks();
    }

    // The project's files were replaced (an example loaded, a file removed): states are made afresh.
    reloadFiles() {
        this.states.clear();
        this.current = null;
        this.diagnostics.clear();
        this.exec = null;
        this.show(this.project.active);
    }

    // Diagnostics and the stopped line are kept apart from the states, so they follow file switches.
    applyMarks() {
        const state = this.view.state;
        const diags = (this.diagnostics.get(this.current) || []).map((d) => toCodeMirror(state.doc, d));
        const effects = [setDiagnostics(state, diags).effects].flat();
        effects.push(execLineAt(state, this.exec && this.exec.file === this.current ? this.exec.line : null, this.exec?.top));
        this.view.dispatch({ effects });
    }

    /** Compiler diagnostics: [{ file, line, column, endLine?, endColumn?, severity, message }] (all files). */
    setDiagnostics(list) {
        this.diagnostics.clear();
        for (const d of list) {
            const file = baseName(d.file);
            if (!this.diagnostics.has(file)) this.diagnostics.set(file, []);
            this.diagnostics.get(file).push(d);
        }
        this.applyMarks();
    }

    /** Marks where the program stopped (file, line; top: false for a caller's frame), or clears it (null). */
    setExecLine(where) {
        this.exec = where && this.project.file(where.file) ? where : null;
        if (this.exec && this.exec.file !== this.current) this.project.open(this.exec.file);
        else this.applyMarks();
        if (this.exec) {
            const line = this.view.state.doc.line(Math.min(this.exec.line, this.view.state.doc.lines));
            this.view.dispatch({ effects: EditorView.scrollIntoView(line.from, { y: 'center' }) });
        }
    }

    /** Moves the cursor to a line (and column) of a file and focuses the editor. */
    reveal(file, line, column = 1) {
        this.project.open(baseName(file));
        const doc = this.view.state.doc;
        if (line < 1 || line > doc.lines) return;
        const l = doc.line(line);
        const pos = Math.min(l.to, l.from + Math.max(0, column - 1));
        this.view.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
        this.view.focus();
    }

    /** Toggles the breakpoint of the cursor's line (Ctrl/Cmd+B). */
    toggleBreakpointAtCursor() {
        toggleBreakpoint(this.view, this.view.state.selection.main.head);
    }

    /** The breakpoint options of a line of the shown file, or null. */
    breakpointAt(line) { return breakpointAt(this.view.state, line); }

    /** Sets (bp) or clears (null) a line's breakpoint in the shown file. */
    setBreakpoint(line, bp) {
        const pos = this.view.state.doc.line(line).from;
        this.view.dispatch({ effects: setBreakpointEffect.of({ pos, bp: bp ? { ...bp, line } : null }) });
    }

    /** Breakpoint states from the debugger ({ file, line -> status 'bound' | 'moved' }), shown on the markers. */
    markBreakpoints(file, list) {
        const name = baseName(file);
        const f = this.project.file(name);
        if (!f) return;
        const marked = f.breakpoints.map((b) => {
            const d = list.find((x) => x.requestedLine === b.line || x.line === b.line);
            if (!d) return b;
            return { ...b, status: d.verified ? (d.line !== d.requestedLine ? 'moved' : 'bound') : 'set', movedTo: d.line };
        });
        const state = name === this.current ? this.view.state : this.states.get(name);
        if (!state) return;
        if (name === this.current) this.view.dispatch({ effects: replaceBreakpointsEffect.of(marked) });
        else this.states.set(name, state.update({ effects: replaceBreakpointsEffect.of(marked) }).state);
    }

    /** Marks (true) the lines edited from now on, while a program runs; false clears the marks. */
    trackEdits(on) {
        this.tracking = on;
        const effects = trackEditsEffect.of(on);
        for (const [name, st] of this.states) if (name !== this.current) this.states.set(name, st.update({ effects }).state);
        this.view.dispatch({ effects });
        this.hooks.edited?.(0);
    }

    focus() { this.view.focus(); }
}

function baseName(file) {
    return String(file || '').split('/').pop();
}

// A diagnostic at line and column (1-based; a zero or missing column: the whole line) as CodeMirror's.
function toCodeMirror(doc, d) {
    const lineNo = Math.max(1, Math.min(doc.lines, d.line || 1));
    const line = doc.line(lineNo);
    let from = d.column > 0 ? Math.min(line.to, line.from + d.column - 1) : line.from;
    let to;
    if (d.endLine && d.endColumn && d.endLine <= doc.lines) to = Math.min(doc.line(d.endLine).to, doc.line(d.endLine).from + d.endColumn - 1);
    else to = d.column > 0 ? wordEnd(doc, from, line.to) : line.to;
    if (to < from) to = from;
    const severity = d.severity === 'warning' || d.severity === 'WARNING' || d.severity === 'MANDATORY_WARNING' ? 'warning'
        : d.severity === 'note' || d.severity === 'NOTE' || d.severity === 'info' ? 'info' : 'error';
    return { from, to, severity, message: d.message, source: 'javac' };
}

function wordEnd(doc, from, lineEnd) {
    const text = doc.sliceString(from, lineEnd);
    const m = text.match(/^[\w$]+/);
    return from + (m ? m[0].length : Math.min(1, text.length));
}
