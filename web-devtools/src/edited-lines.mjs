// edited-lines.mjs: marks the lines edited while the program runs or is paused: the running program
// still runs the code as it was compiled until the edits are applied (fix and continue,
// docs/DEVTOOLS.md), and the page says so, line by line.
import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView } from '@codemirror/view';

/** Starts (true) or stops and clears (false) the marking of edited lines. */
export const trackEditsEffect = StateEffect.define();

const mark = Decoration.line({ class: 'cm-edited-line', attributes: { title: 'edited since the program started (or since the last Apply): it runs the code as it was' } });

const editedField = StateField.define({
    create() { return { on: false, lines: Decoration.none }; },
    update(value, tr) {
        let { on, lines } = value;
        for (const e of tr.effects) {
            if (e.is(trackEditsEffect)) {
                on = e.value;
                if (!on) lines = Decoration.none;
            }
        }
        lines = lines.map(tr.changes);
        if (on && tr.docChanged) {
            const add = [];
            tr.changes.iterChangedRanges((_fa, _ta, fromB, toB) => {
                const doc = tr.state.doc;
                for (let n = doc.lineAt(fromB).number; n <= doc.lineAt(toB).number; n++) add.push(mark.range(doc.line(n).from));
            });
            lines = lines.update({ add, sort: true, filter: (from) => !add.some((r) => r.from === from) });
        }
        return { on, lines };
    },
    provide: (f) => EditorView.decorations.from(f, (v) => v.lines),
});

/** The extension. */
export function editedLines() {
    return editedField;
}

/** How many lines of the state are marked edited. */
export function editedCount(state) {
    let n = 0;
    const set = state.field(editedField).lines;
    for (let it = set.iter(); it.value; it.next()) n++;
    return n;
}
