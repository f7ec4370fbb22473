// value-tree.mjs: a variable as an expandable tree row (name = value : type), the unit the Variables
// and Watch sections are made of. Children are fetched from the debugger when the row opens; a row
// whose value changed since the last stop is marked.
import { el } from './dom.mjs';

/**
 * Builds the tree item of variable `v` ({ name, value, type, variablesReference }).
 * ctx: { fetch(ref) -> Promise<variables>, path, changed(path, value) -> boolean, edit?(v, row) }
 * @returns {HTMLElement}
 */
export function valueRow(v, ctx) {
    const path = `${ctx.path}/${v.name}`;
    const expandable = v.variablesReference > 0;
    const li = el('li', { class: 'var', role: 'treeitem', dataset: { name: v.name, path } });
    const toggle = el('span', { class: 'var-toggle', 'aria-hidden': 'true' }, expandable ? '▸' : '');
    const value = el('span', { class: `var-value${ctx.changed(path, v.value) ? ' changed' : ''}`, title: v.type || '' }, v.value);
    const row = el('div', { class: 'var-row', tabindex: 0 }, toggle, el('span', { class: 'var-name' }, v.name), el('span', { class: 'var-eq' }, ' = '), value,
        v.type ? el('span', { class: 'var-type' }, ` ${v.type}`) : null);
    li.append(row);
    if (expandable) li.setAttribute('aria-expanded', 'false');
    let children = null;
    const open = async () => {
        if (!expandable) return;
        const isOpen = li.getAttribute('aria-expanded') === 'true';
        li.setAttribute('aria-expanded', String(!isOpen));
        toggle.textContent = isOpen ? '▸' : '▾';
        if (isOpen) {
            children?.remove();
            children = null;
            ctx.opened?.delete(path);
            return;
        }
        ctx.opened?.add(path);
        children = el('ul', { role: 'group', class: 'var-children' }, el('li', { class: 'var-loading' }, '…'));
        li.append(children);
        try {
            const list = await ctx.fetch(v.variablesReference);
            children.replaceChildren(...list.map((c) => valueRow(c, { ...ctx, path })));
        } catch (err) {
            children.replaceChildren(el('li', { class: 'var-error' }, err.message));
        }
    };
    row.addEventListener('click', open);
    row.addEventListener('dblclick', (e) => { if (ctx.edit) { e.stopPropagation(); ctx.edit(v, value); } });
    row.addEventListener('keydown', (e) => {
        if (e.key === 'ArrowRight' && li.getAttribute('aria-expanded') === 'false') open();
        else if (e.key === 'ArrowLeft' && li.getAttribute('aria-expanded') === 'true') open();
        else if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); open(); }
        else if (e.key === 'F2' && ctx.edit) { e.preventDefault(); ctx.edit(v, value); }
        else return;
    });
    if (ctx.opened?.has(path)) queueMicrotask(open);
    return li;
}

/**
 * Replaces `valueEl`'s text by an input to edit it in place; `commit(text)` is called with the new
 * text on Enter (its error shown on the row), Escape cancels.
 */
export function editInPlace(valueEl, initial, commit) {
    const input = el('input', { class: 'var-edit', type: 'text', value: initial, 'aria-label': 'new value' });
    const before = valueEl.textContent;
    valueEl.textContent = '';
    valueEl.append(input);
    input.focus();
    input.select();
    let done = false;
    const finish = async (save) => {
        if (done) return;
        done = true;
        if (!save) { valueEl.textContent = before; return; }
        try {
            const v = await commit(input.value);
            valueEl.textContent = v.value;
            valueEl.classList.add('changed');
        } catch (err) {
            valueEl.textContent = before;
            valueEl.title = err.message;
            valueEl.classList.add('error');
            setTimeout(() => valueEl.classList.remove('error'), 3000);
        }
    };
    input.addEventListener('keydown', (e) => {
        e.stopPropagation();
        if (e.key === 'Enter') finish(true);
        else if (e.key === 'Escape') finish(false);
    });
    input.addEventListener('blur', () => finish(false));
    input.addEventListener('click', (e) => e.stopPropagation());
}
