// storage.mjs: the program (its files, the open one) and its breakpoints kept in localStorage, so a
// reload brings back what was on the page. A page where storage is refused (private modes, quotas)
// still works: saving then does nothing and says so once on the console.

const KEY = 'vitrine-devtools/project/v1';
let warned = false;

/** The saved project ({ example, files: [{ name, text, breakpoints }], active, options }) or null. */
export function loadProject() {
    try {
        const text = localStorage.getItem(KEY);
        if (!text) return null;
        const p = JSON.parse(text);
        if (!p || !Array.isArray(p.files) || !p.files.every((f) => typeof f.name === 'string' && typeof f.text === 'string')) return null;
        return p;
    } catch {
        return null;
    }
}

/** Saves the project (a plain object as loadProject returns). */
export function saveProject(project) {
    try {
        localStorage.setItem(KEY, JSON.stringify(project));
    } catch (err) {
        if (!warned) console.warn(`the program cannot be kept in this browser's storage: ${err.message}`);
        warned = true;
    }
}

/** Forgets the saved project (the page starts again from the first example). */
export function clearProject() {
    try { localStorage.removeItem(KEY); } catch { /* nothing kept */ }
}
