// console-view.mjs: the Console tab: the program's stdout and stderr as they are written (stderr
// marked), the panel's own lines (run, exit status), and the stdin line at the bottom, which takes
// the focus when the program waits for input.
import { el } from './dom.mjs';

const MAX_CHARS = 400000; // older output is dropped past this, so a chatty program cannot slow the page

export class ConsoleView {
    constructor(panel, program) {
        this.program = program;
        this.output = el('pre', { class: 'console-output', 'aria-live': 'polite', 'aria-label': 'program output' });
        this.input = el('input', {
            class: 'console-input', type: 'text', placeholder: 'input for System.in (Enter sends a line, Ctrl+D ends the input)',
            'aria-label': 'program input', disabled: true, onkeydown: (e) => this.key(e),
        });
        this.clearButton = el('button', { class: 'small', onclick: () => this.clear(), title: 'clear the console' }, 'Clear');
        panel.append(this.output, el('div', { class: 'console-input-row' }, el('span', { class: 'prompt' }, '›'), this.input, this.clearButton));
        this.chars = 0;
        program.on('stdout', (t) => this.write(t, 'out'));
        program.on('stderr', (t) => this.write(t, 'err'));
        program.on('system', (t) => this.write(t, 'sys'));
        program.on('state', (s) => this.state(s));
        program.on('share', (link) => {
            this.output.append(el('input', { class: 'share-link', type: 'text', readonly: true, value: link, 'aria-label': 'link to this program', onfocus: (e) => e.target.select() }), '\n');
            this.output.scrollTop = this.output.scrollHeight;
        });
    }

    /** Appends text of a kind ('out', 'err', 'sys') at the end, keeping the view scrolled down if it was. */
    write(text, kind) {
        if (!text) return;
        const atEnd = this.output.scrollTop + this.output.clientHeight >= this.output.scrollHeight - 4;
        const last = this.output.lastChild;
        // text joins the last run of its kind while that stays small: rewriting a long one per write
        // would make a chatty program's output cost quadratic time
        if (last && last.dataset.kind === kind && last.textContent.length < 4096) last.textContent += text;
        else this.output.append(el('span', { class: `console-${kind}`, dataset: { kind } }, text));
        this.chars += text.length;
        while (this.chars > MAX_CHARS && this.output.firstChild) {
            this.chars -= this.output.firstChild.textContent.length;
            this.output.firstChild.remove();
        }
        if (atEnd) this.output.scrollTop = this.output.scrollHeight;
    }

    clear() {
        this.output.textContent = '';
        this.chars = 0;
    }

    /** The text written so far. */
    text() { return this.output.textContent; }

    state(s) {
        const live = ['running', 'waiting-input', 'idle-waiting', 'paused', 'starting'].includes(s.phase);
        this.input.disabled = !live;
        this.input.classList.toggle('waiting', s.phase === 'waiting-input');
        if (s.phase === 'waiting-input') {
            this.onWaiting?.();
            this.input.focus();
        }
    }

    key(e) {
        if (e.key === 'Enter') {
            e.preventDefault();
            const line = this.input.value;
            this.input.value = '';
            this.write(line + '\n', 'in');
            try { this.program.sendInput(line + '\n'); } catch (err) { this.write(`${err.message}\n`, 'sys'); }
        } else if (e.key === 'd' && e.ctrlKey) {
            e.preventDefault();
            this.write('^D\n', 'sys');
            this.program.closeInput();
        }
    }
}
