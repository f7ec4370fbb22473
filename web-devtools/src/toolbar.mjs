// toolbar.mjs: the toolbar: the Examples menu, Compile / Run / Debug / Stop, the debugger's controls
// (continue or pause, step over, into, out, apply changes) enabled as the program's phase allows, and
// the status line.
import { el } from './dom.mjs';
import { EXAMPLES } from './examples.mjs';

export class Toolbar {
    constructor(root, program, actions) {
        this.program = program;
        this.examples = el('select', { id: 'examples', 'aria-label': 'examples', onchange: () => { if (this.examples.value) actions.loadExample(this.examples.value); this.examples.value = ''; } },
            el('option', { value: '' }, 'Examples…'), EXAMPLES.map((e) => el('option', { value: e.id }, e.title)));
        const button = (id, label, title, onclick, extra = {}) => el('button', { id, title, 'aria-label': title, onclick, ...extra }, label);
        this.buttons = {
            compile: button('compile', 'Compile', 'Compile', () => actions.compile()),
            run: button('run', '▶ Run', 'Run (Ctrl+Enter)', () => actions.run(false), { class: 'primary' }),
            debug: button('debug', 'Debug', 'Debug (Shift+Ctrl+Enter)', () => actions.run(true)),
            stop: button('stop', '■ Stop', 'Stop', () => actions.stop()),
            resume: button('resume', '▷', 'Continue (F8)', () => actions.continueOrPause()),
            next: button('step-over', '↷', 'Step over (F10)', () => actions.stepOver()),
            into: button('step-into', '↓', 'Step into (F11)', () => actions.stepIn()),
            out: button('step-out', '↑', 'Step out (Shift+F11)', () => actions.stepOut()),
            apply: button('apply', '⟳ Apply', 'Apply changes to the running program: fix and continue (Ctrl+S)', () => actions.applyChanges()),
            share: button('share', 'Share', 'Share: a link holding the program', () => actions.share()),
        };
        this.status = el('div', { id: 'status', role: 'status', 'aria-live': 'polite' }, 'ready');
        root.append(
            el('span', { class: 'brand' }, 'Vitrine'),
            this.examples,
            el('span', { class: 'group' }, this.buttons.compile, this.buttons.run, this.buttons.debug, this.buttons.stop, this.buttons.share),
            el('span', { class: 'group debug-controls', role: 'group', 'aria-label': 'debugger controls' }, this.buttons.resume, this.buttons.next, this.buttons.into, this.buttons.out, this.buttons.apply),
            this.status);
        program.on('state', (s) => this.update(s));
        this.timer = null;
        this.update(program.state);
    }

    update(s) {
        const live = !!this.program.session || s.phase === 'starting';
        const paused = s.phase === 'paused';
        const busy = s.phase === 'compiling' || s.phase === 'starting';
        this.buttons.compile.disabled = busy;
        this.buttons.run.disabled = busy;
        this.buttons.debug.disabled = busy;
        this.buttons.stop.disabled = !live;
        const debugging = live && this.program.debugging;
        this.buttons.resume.disabled = !debugging;
        this.buttons.resume.textContent = paused ? '▷' : '❚❚';
        this.buttons.resume.title = paused ? 'Continue (F8)' : 'Pause (F8)';
        this.buttons.resume.setAttribute('aria-label', this.buttons.resume.title);
        for (const b of [this.buttons.next, this.buttons.into, this.buttons.out]) b.disabled = !paused;
        this.buttons.apply.disabled = !debugging || busy;
        document.body.dataset.phase = s.phase;
        clearInterval(this.timer);
        this.showStatus(s);
        if (s.phase === 'running' || s.phase === 'idle-waiting') this.timer = setInterval(() => this.showStatus(s), 1000);
    }

    // The status line: what the program is doing, with the time it has been running.
    showStatus(s) {
        let text = s.detail || s.phase;
        if ((s.phase === 'running' || s.phase === 'idle-waiting') && s.startedAt) text += ` · ${formatElapsed(Date.now() - s.startedAt)}`;
        this.status.textContent = text;
        this.status.dataset.phase = s.phase;
    }
}

function formatElapsed(ms) {
    const s = Math.floor(ms / 1000);
    return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
