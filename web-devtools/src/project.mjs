// project.mjs: the program being edited: its source files, the open one, each file's breakpoints, and
// the exception-breakpoint options. Views subscribe to its events ('files', 'active', 'breakpoints',
// 'options'); every change is saved (storage.mjs) so the page comes back as it was left.
import { Emitter } from './emitter.mjs';
import { EXAMPLES, findExample } from './examples.mjs';
import { loadProject, saveProject } from './storage.mjs';

const JAVA_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*\.java$/;

export class Project extends Emitter {
    constructor() {
        super();
        const saved = loadProject();
        this.files = [];
        this.active = null;
        this.example = null;
        this.options = { caughtExceptions: false, uncaughtExceptions: true };
        if (saved) {
            this.files = saved.files.map((f) => ({ name: f.name, text: f.text, breakpoints: cleanBreakpoints(f.breakpoints) }));
            this.active = saved.active;
            this.example = saved.example || null;
            Object.assign(this.options, saved.options || {});
        }
        if (!this.files.length) this.loadExample(EXAMPLES[0].id, { silent: true });
        if (!this.file(this.active)) this.active = this.files[0].name;
        this.saveTimer = null;
    }

    /** The file named `name`, or undefined. */
    file(name) { return this.files.find((f) => f.name === name); }

    /** Replaces the program by an example's files (their breakpoints cleared). */
    loadExample(id, { silent = false } = {}) {
        const ex = findExample(id);
        if (!ex) throw new Error(`no example '${id}'`);
        this.files = ex.files.map((f) => ({ name: f.name, text: f.text, breakpoints: [] }));
        this.active = this.files[0].name;
        this.example = id;
        if (!silent) {
            this.emit('files', this.files);
            this.emit('active', this.active);
            this.emit('breakpoints', null);
            this.save();
        }
    }

    /** Replaces the program by files from elsewhere (a shared link): [{ name, text }]. */
    loadFiles(files) {
        this.files = files.map((f) => ({ name: f.name, text: f.text, breakpoints: [] }));
        this.active = this.files[0].name;
        this.example = null;
        this.emit('files', this.files);
        this.emit('active', this.active);
        this.emit('breakpoints', null);
        this.save();
    }

    /** Opens a file in the editor. */
    open(name) {
        if (!this.file(name) || this.active === name) return;
        this.active = name;
        this.emit('active', name);
        this.save();
    }

    /** Adds an empty class file; throws with a readable message when the name cannot be a Java file. */
    addFile(name) {
        if (!name.endsWith('.java')) name += '.java';
        if (!JAVA_NAME.test(name)) throw new Error(`'${name}' is not a Java source file name (a class name, then .java)`);
        if (this.file(name)) throw new Error(`${name} exists already`);
        const cls = name.slice(0, -5);
        this.files.push({ name, text: `public class ${cls} {\n}\n`, breakpoints: [] });
        this.emit('files', this.files);
        this.open(name);
        this.save();
    }

    /** Removes a file (the last one stays). */
    removeFile(name) {
        if (this.files.length <= 1 || !this.file(name)) return;
        this.files = this.files.filter((f) => f.name !== name);
        if (this.active === name) this.active = this.files[0].name;
        this.emit('files', this.files);
        this.emit('active', this.active);
        this.emit('breakpoints', null);
        this.save();
    }

    /** The editor's text of a file changed. */
    setText(name, text) {
        const f = this.file(name);
        if (!f || f.text === text) return;
        f.text = text;
        this.save();
    }

    /** A file's breakpoints: [{ line, condition?, hitCondition?, logMessage? }] (from the editor's gutter). */
    setBreakpoints(name, breakpoints) {
        const f = this.file(name);
        if (!f) return;
        f.breakpoints = cleanBreakpoints(breakpoints);
        this.emit('breakpoints', name);
        this.save();
    }

    /** Every breakpoint: [{ file, line, ... }]. */
    allBreakpoints() {
        return this.files.flatMap((f) => f.breakpoints.map((b) => ({ file: f.name, ...b })));
    }

    setOption(key, value) {
        this.options[key] = value;
        this.emit('options', this.options);
        this.save();
    }

    /** The class to run: the one whose source declares `static void main(String[] ...)` (the open file first). */
    mainClass() {
        const order = [this.file(this.active), ...this.files.filter((f) => f.name !== this.active)];
        for (const f of order) {
            if (!f || !/\bstatic\s+void\s+main\s*\(\s*(final\s+)?String\s*(\[\s*\]\s*\w+|\.\.\.\s*\w+|\w+\s*\[\s*\])\s*\)/.test(f.text)) continue;
            const pkg = f.text.match(/^\s*package\s+([\w.]+)\s*;/m);
            const cls = f.name.slice(0, -5);
            return pkg ? `${pkg[1]}.${cls}` : cls;
        }
        return null;
    }

    // Saving is debounced: typing saves once the keys stop for a moment.
    save() {
        clearTimeout(this.saveTimer);
        this.saveTimer = setTimeout(() => this.saveNow(), 300);
    }

    saveNow() {
        clearTimeout(this.saveTimer);
        saveProject({ example: this.example, files: this.files, active: this.active, options: this.options });
    }
}

function cleanBreakpoints(list) {
    if (!Array.isArray(list)) return [];
    const seen = new Set();
    const out = [];
    for (const b of list) {
        const line = Number(b && b.line);
        if (!Number.isInteger(line) || line < 1 || seen.has(line)) continue;
        seen.add(line);
        const bp = { line };
        for (const k of ['condition', 'hitCondition', 'logMessage']) if (b[k]) bp[k] = String(b[k]);
        out.push(bp);
    }
    return out.sort((a, b) => a.line - b.line);
}
