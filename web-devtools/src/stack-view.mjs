// stack-view.mjs: the Call stack section: the frames of the thread shown (the stopped one, or the one
// chosen in Threads), newest first; choosing a frame shows its line in the editor and its variables.
import { el, notice, replaceChildren } from './dom.mjs';

export class StackView {
    constructor(panel, program, editor) {
        this.panel = panel;
        this.program = program;
        this.editor = editor;
        replaceChildren(panel, notice('Not paused.'));
        program.on('stopped', (i) => this.render(i));
        program.on('continued', () => {
            replaceChildren(panel, notice(program.running ? 'Running.' : 'Not paused.'));
            editor.setExecLine(null);
        });
    }

    render(insp) {
        const frames = insp.frames || [];
        if (!frames.length) {
            replaceChildren(this.panel, notice('This thread has no Java frames to show (it is not stopped).'));
            this.editor.setExecLine(null);
            return;
        }
        const items = frames.map((f, i) => el('li', {},
            el('button', {
                class: `frame${i === insp.frameIndex ? ' current' : ''}${f.source && this.program.project.file(f.source) ? '' : ' library'}`,
                onclick: () => this.program.selectFrame(i),
                dataset: { frame: i },
            },
            el('span', { class: 'frame-name' }, `${f.name}`),
            el('span', { class: 'frame-where' }, f.line > 0 ? `${f.source || '?'}:${f.line}` : f.location === -1 ? 'native' : f.source || ''))));
        replaceChildren(this.panel, el('ol', { class: 'frames' }, items));
        const f = frames[insp.frameIndex];
        if (f && f.source && this.program.project.file(f.source) && f.line > 0) this.editor.setExecLine({ file: f.source, line: f.line, top: insp.frameIndex === 0 });
        else this.editor.setExecLine(null);
    }
}
