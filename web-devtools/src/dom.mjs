// dom.mjs: the one small helper the panel builds its DOM with (no framework): el() makes an element
// with attributes, event listeners and children in one call.

/**
 * Makes an element. `attrs`: attributes, except `class`/`text`/`on*` (a function: an event listener),
 * `dataset` (an object) and `style` (an object or a string).
 * @param {string} tag
 * @param {object} [attrs]
 * @param {...(Node|string|null|undefined|Array)} children
 * @returns {HTMLElement}
 */
export function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
        if (value === undefined || value === null || value === false) continue;
        if (key === 'class') node.className = value;
        else if (key === 'text') node.textContent = value;
        else if (key === 'dataset') Object.assign(node.dataset, value);
        else if (key === 'style' && typeof value === 'object') Object.assign(node.style, value);
        else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
        else node.setAttribute(key, value === true ? '' : String(value));
    }
    append(node, children);
    return node;
}

/** Appends children (nested arrays flattened, null and undefined skipped, strings as text). */
export function append(node, children) {
    for (const c of children.flat(Infinity)) {
        if (c === null || c === undefined || c === false) continue;
        node.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return node;
}

/** Replaces all of node's children. */
export function replaceChildren(node, ...children) {
    node.textContent = '';
    return append(node, children);
}

/** An SVG element (the objects diagram). */
export function svg(tag, attrs = {}, ...children) {
    const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
    for (const [key, value] of Object.entries(attrs)) {
        if (value === undefined || value === null) continue;
        if (key === 'text') node.textContent = value;
        else node.setAttribute(key, String(value));
    }
    for (const c of children.flat(Infinity)) if (c) node.append(c);
    return node;
}

/** A message in a view whose data is not there (yet): says why, in the page. */
export function notice(text) {
    return el('p', { class: 'notice', text });
}
