// splitters.mjs: the panes' resize handles: dragging (or the arrow keys on a focused handle) changes
// a CSS variable of the layout (--files-width, --right-width, --bottom-height); the sizes are kept in
// localStorage with the rest of the page.
const KEY = 'vitrine-devtools/layout/v1';

/** Makes every [data-splitter] element of root a handle for the variable it names. */
export function installSplitters(root) {
    let saved = {};
    try { saved = JSON.parse(localStorage.getItem(KEY) || '{}'); } catch { saved = {}; }
    for (const [name, value] of Object.entries(saved)) root.style.setProperty(name, value);
    const save = () => {
        const out = {};
        for (const h of root.querySelectorAll('[data-splitter]')) {
            const v = root.style.getPropertyValue(h.dataset.splitter);
            if (v) out[h.dataset.splitter] = v;
        }
        try { localStorage.setItem(KEY, JSON.stringify(out)); } catch { /* not kept */ }
    };
    for (const handle of root.querySelectorAll('[data-splitter]')) {
        const variable = handle.dataset.splitter;
        const vertical = handle.dataset.axis === 'y';
        const sign = Number(handle.dataset.sign || 1);
        const min = Number(handle.dataset.min || 120);
        handle.tabIndex = 0;
        handle.setAttribute('role', 'separator');
        handle.setAttribute('aria-orientation', vertical ? 'horizontal' : 'vertical');
        const current = () => parseFloat(getComputedStyle(root).getPropertyValue(variable)) || min;
        const set = (px) => root.style.setProperty(variable, `${Math.max(min, Math.round(px))}px`);
        handle.addEventListener('pointerdown', (e) => {
            e.preventDefault();
            handle.setPointerCapture(e.pointerId);
            const start = vertical ? e.clientY : e.clientX;
            const size = current();
            const move = (m) => set(size + sign * ((vertical ? m.clientY : m.clientX) - start));
            const up = () => {
                handle.removeEventListener('pointermove', move);
                handle.removeEventListener('pointerup', up);
                save();
            };
            handle.addEventListener('pointermove', move);
            handle.addEventListener('pointerup', up);
        });
        handle.addEventListener('keydown', (e) => {
            const step = e.shiftKey ? 60 : 20;
            const grow = vertical ? { ArrowUp: -1, ArrowDown: 1 } : { ArrowLeft: -1, ArrowRight: 1 };
            if (!(e.key in grow)) return;
            e.preventDefault();
            set(current() + sign * grow[e.key] * step);
            save();
        });
    }
}
