// tabs.mjs: a tab strip over panels (the bottom views, the editor's files), keyboard usable as the
// WAI-ARIA tabs pattern asks: arrow keys move between tabs, the selected tab alone is in the Tab order.
import { el } from './dom.mjs';

export class Tabs {
    /**
     * @param {HTMLElement} strip  the element holding the tab buttons (role tablist)
     * @param {HTMLElement} body   the element holding the panels
     * @param {Array<{ id: string, title: string, panel: HTMLElement }>} tabs
     * @param {(id: string) => void} [onSelect]
     */
    constructor(strip, body, tabs, onSelect = () => {}) {
        this.strip = strip;
        this.onSelect = onSelect;
        this.tabs = new Map();
        strip.setAttribute('role', 'tablist');
        for (const t of tabs) {
            const button = el('button', {
                class: 'tab', role: 'tab', id: `tab-${t.id}`, 'aria-controls': `panel-${t.id}`, dataset: { tab: t.id },
                onclick: () => this.select(t.id), onkeydown: (e) => this.key(e, t.id),
            }, t.title);
            t.panel.id = `panel-${t.id}`;
            t.panel.setAttribute('role', 'tabpanel');
            t.panel.setAttribute('aria-labelledby', button.id);
            t.panel.classList.add('tab-panel');
            strip.append(button);
            body.append(t.panel);
            this.tabs.set(t.id, { ...t, button });
        }
        this.selected = null;
        this.select(tabs[0].id);
    }

    /** Shows tab `id`. */
    select(id, { focus = false } = {}) {
        const t = this.tabs.get(id);
        if (!t) return;
        this.selected = id;
        for (const [tid, x] of this.tabs) {
            const on = tid === id;
            x.button.setAttribute('aria-selected', String(on));
            x.button.tabIndex = on ? 0 : -1;
            x.panel.hidden = !on;
        }
        if (focus) t.button.focus();
        this.onSelect(id);
    }

    /** Marks a tab as having news (a badge count, or '' to clear). */
    badge(id, text) {
        const t = this.tabs.get(id);
        if (!t) return;
        t.button.dataset.badge = text ? String(text) : '';
    }

    key(e, id) {
        const ids = [...this.tabs.keys()];
        const i = ids.indexOf(id);
        let next = null;
        if (e.key === 'ArrowRight') next = ids[(i + 1) % ids.length];
        else if (e.key === 'ArrowLeft') next = ids[(i - 1 + ids.length) % ids.length];
        else if (e.key === 'Home') next = ids[0];
        else if (e.key === 'End') next = ids[ids.length - 1];
        if (next) {
            e.preventDefault();
            this.select(next, { focus: true });
        }
    }
}
