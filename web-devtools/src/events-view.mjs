// events-view.mjs: the Events tab: the raw JVMTI events as they arrive (the views' setEventLog and its
// 'jvmti' events), for teaching how a debugger works: a checkbox turns the log on, a filter keeps the
// event kinds asked for, the newest at the bottom, the oldest dropped past a bound.
import { el, notice, replaceChildren } from './dom.mjs';
import { failureText } from './missing.mjs';

const MAX_ROWS = 2000;

export class EventsView {
    constructor(panel, program) {
        this.panel = panel;
        this.program = program;
        this.enabled = el('input', { type: 'checkbox', onchange: () => this.apply() });
        this.filter = el('input', { type: 'search', placeholder: 'filter (e.g. Breakpoint, ClassPrepare)', 'aria-label': 'filter events', oninput: () => this.applyFilter() });
        this.log = el('ol', { class: 'event-log' });
        this.message = el('div', {}, notice('Turn the log on, then Debug: the events the debugger receives appear here as they arrive.'));
        replaceChildren(panel, el('div', { class: 'events-tools' }, el('label', {}, this.enabled, ' log JVMTI events'), this.filter,
            el('button', { class: 'small', onclick: () => replaceChildren(this.log) }, 'Clear')), this.message, this.log);
        program.on('jvmti', (e) => this.add(e));
        program.on('session', (s) => { if (s && this.enabled.checked) this.apply(); });
    }

    async apply() {
        if (!this.program.session?.debugger) return;
        try {
            await this.program.dbg.setEventLog(this.enabled.checked);
            replaceChildren(this.message);
        } catch (err) {
            replaceChildren(this.message, notice(failureText('setEventLog', err)));
        }
    }

    add(e) {
        const name = e.event || e.name || e.kind || 'event';
        const rest = Object.entries(e).filter(([k]) => !['event', 'name', 'kind', 'seq', 'time'].includes(k)).map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : v}`).join(' ');
        const time = typeof e.time === 'number' ? el('span', { class: 'event-time' }, `${e.time.toFixed(0).padStart(6)} ms `) : null;
        const row = el('li', { dataset: { event: name } }, time, el('span', { class: 'event-name' }, name), ' ', el('span', { class: 'event-args' }, rest));
        row.hidden = !this.matches(name);
        const atEnd = this.panel.scrollTop + this.panel.clientHeight >= this.panel.scrollHeight - 4;
        this.log.append(row);
        while (this.log.childElementCount > MAX_ROWS) this.log.firstChild.remove();
        if (atEnd) this.panel.scrollTop = this.panel.scrollHeight;
    }

    matches(name) {
        const f = this.filter.value.trim().toLowerCase();
        return !f || f.split(/[\s,]+/).some((w) => name.toLowerCase().includes(w));
    }

    applyFilter() {
        for (const row of this.log.children) row.hidden = !this.matches(row.dataset.event);
    }
}
