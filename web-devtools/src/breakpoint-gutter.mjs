// breakpoint-gutter.mjs: the editor's breakpoint gutter (CodeMirror 6): a click toggles a breakpoint
// on a line, a right-click (or Shift+click) opens its options (condition, hit count, log message).
// Breakpoints live in a state field as markers that move with the text as lines are edited.
import { RangeSet, StateEffect, StateField } from '@codemirror/state';
import { EditorView, GutterMarker, gutter } from '@codemirror/view';

/** A breakpoint's marker: its options and how the debugger bound it (status: 'set' | 'bound' | 'moved'). */
class BreakpointMarker extends GutterMarker {
    constructor(bp) {
        super();
        this.bp = bp;
    }

    eq(other) {
        return other.bp.condition === this.bp.condition && other.bp.hitCondition === this.bp.hitCondition
            && other.bp.logMessage === this.bp.logMessage && other.bp.status === this.bp.status && other.bp.movedTo === this.bp.movedTo;
    }

    toDOM() {
        const dot = document.createElement('span');
        const kind = this.bp.logMessage ? 'log' : this.bp.condition || this.bp.hitCondition ? 'conditional' : 'plain';
        // the gutter's width-giving spacer is drawn as a marker too, but is no breakpoint
        dot.className = this.bp.spacer ? 'bp-spacer' : `bp-marker bp-${kind} bp-status-${this.bp.status || 'set'}`;
        dot.textContent = this.bp.logMessage ? '◆' : '●';
        const parts = [this.bp.logMessage ? `logpoint: ${this.bp.logMessage}` : 'breakpoint'];
        if (this.bp.condition) parts.push(`when ${this.bp.condition}`);
        if (this.bp.hitCondition) parts.push(`hit count ${this.bp.hitCondition}`);
        if (this.bp.status === 'moved') parts.push(`(this line has no code: it stops at line ${this.bp.movedTo}, the next line that has some)`);
        dot.title = parts.join(', ');
        return dot;
    }
}

/** Sets (bp: object) or clears (bp: null) the breakpoint of the line starting at `pos`. */
export const setBreakpointEffect = StateEffect.define({ map: (v, mapping) => ({ pos: mapping.mapPos(v.pos), bp: v.bp }) });
/** Replaces every breakpoint: [{ line, ... }]. */
export const replaceBreakpointsEffect = StateEffect.define();

export const breakpointField = StateField.define({
    create() { return RangeSet.empty; },
    update(set, tr) {
        set = set.map(tr.changes);
        for (const e of tr.effects) {
            if (e.is(setBreakpointEffect)) {
                set = set.update({ filter: (from) => from !== e.value.pos });
                if (e.value.bp) set = set.update({ add: [new BreakpointMarker(e.value.bp).range(e.value.pos)] });
            } else if (e.is(replaceBreakpointsEffect)) {
                const doc = tr.state.doc;
                const ranges = e.value.filter((b) => b.line >= 1 && b.line <= doc.lines)
                    .map((b) => new BreakpointMarker(b).range(doc.line(b.line).from));
                set = RangeSet.of(ranges, true);
            }
        }
        return set;
    },
});

/** The breakpoints of an editor state: [{ line, condition?, hitCondition?, logMessage? }] (after edits). */
export function breakpointsOf(state) {
    const out = [];
    const seen = new Set();
    state.field(breakpointField).between(0, state.doc.length, (from, _to, marker) => {
        const line = state.doc.lineAt(from).number;
        if (seen.has(line)) return;
        seen.add(line);
        const { status, movedTo, ...rest } = marker.bp;
        out.push({ ...rest, line });
    });
    return out;
}

/** The breakpoint on line `line` of the state, or null. */
export function breakpointAt(state, line) {
    let found = null;
    const pos = state.doc.line(line).from;
    state.field(breakpointField).between(pos, pos, (from, _to, marker) => { if (from === pos) found = marker.bp; });
    return found;
}

/** Toggles a plain breakpoint on the line holding `pos`. */
export function toggleBreakpoint(view, pos) {
    const line = view.state.doc.lineAt(pos);
    const has = breakpointAt(view.state, line.number);
    view.dispatch({ effects: setBreakpointEffect.of({ pos: line.from, bp: has ? null : { line: line.number } }) });
}

/**
 * The gutter extension. `onEdit(view, line, rect)`: asked to edit a line's breakpoint options
 * (right-click, Shift+click); the caller shows its editor and dispatches setBreakpointEffect.
 */
export function breakpointGutter({ onEdit }) {
    return [
        breakpointField,
        gutter({
            class: 'cm-breakpoint-gutter',
            markers: (v) => v.state.field(breakpointField),
            initialSpacer: () => new BreakpointMarker({ line: 0, spacer: true }),
            domEventHandlers: {
                mousedown(view, line, event) {
                    if (event.button !== 0) return false;
                    if (event.shiftKey) onEdit(view, view.state.doc.lineAt(line.from).number, event);
                    else toggleBreakpoint(view, line.from);
                    return true;
                },
                contextmenu(view, line, event) {
                    event.preventDefault();
                    onEdit(view, view.state.doc.lineAt(line.from).number, event);
                    return true;
                },
            },
        }),
        EditorView.baseTheme({
            '.cm-breakpoint-gutter .cm-gutterElement': { cursor: 'pointer', minWidth: '1.1em', textAlign: 'center' },
        }),
    ];
}
