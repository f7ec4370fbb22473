// exec-line.mjs: the editor's mark of where the program stopped: the line highlighted and an arrow
// in the gutter, set by the debugger's stops and cleared when the program runs on.
import { StateEffect, StateField, RangeSet } from '@codemirror/state';
import { Decoration, EditorView, GutterMarker, gutter } from '@codemirror/view';

/** Sets the stopped line (a line number, with `frame`: true for a frame above the top one) or clears it (null). */
export const setExecLineEffect = StateEffect.define();

class ArrowMarker extends GutterMarker {
    constructor(top) { super(); this.top = top; }
    eq(o) { return o.top === this.top; }
    toDOM() {
        const s = document.createElement('span');
        s.className = this.top ? 'exec-arrow' : 'exec-arrow exec-arrow-caller';
        s.textContent = '▶';
        return s;
    }
}

const execField = StateField.define({
    create() { return null; },
    update(value, tr) {
        for (const e of tr.effects) if (e.is(setExecLineEffect)) value = e.value;
        if (value && tr.docChanged) value = null; // an edit invalidates the mark
        return value;
    },
    provide: (f) => EditorView.decorations.from(f, (v) => {
        if (!v) return Decoration.none;
        return Decoration.set([Decoration.line({ class: v.top ? 'cm-exec-line' : 'cm-exec-line cm-exec-caller' }).range(v.from)]);
    }),
});

/** The extension: the line decoration and the arrow gutter. */
export function execLine() {
    return [
        execField,
        gutter({
            class: 'cm-exec-gutter',
            markers: (view) => {
                const v = view.state.field(execField);
                return v ? RangeSet.of([new ArrowMarker(v.top).range(v.from)]) : RangeSet.empty;
            },
            initialSpacer: () => new ArrowMarker(true),
        }),
    ];
}

/** The effect marking line `line` (1-based) of the view's document; top: the frame where the thread stopped. */
export function execLineAt(state, line, top = true) {
    if (!line || line < 1 || line > state.doc.lines) return setExecLineEffect.of(null);
    return setExecLineEffect.of({ from: state.doc.line(line).from, line, top });
}
