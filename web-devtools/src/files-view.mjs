// files-view.mjs: the Files pane and the editor's file tabs: the project's source files, the open one
// marked, a file added by name or removed (the last one stays).
import { el, replaceChildren } from './dom.mjs';

export class FilesView {
    constructor(list, tabs, project) {
        this.list = list;
        this.tabs = tabs;
        this.project = project;
        this.error = el('div', { class: 'files-error', role: 'alert' });
        this.input = el('input', { type: 'text', placeholder: 'NewClass.java', 'aria-label': 'new file name', onkeydown: (e) => { if (e.key === 'Enter') this.add(); } });
        list.parentElement.append(el('div', { class: 'new-file' }, this.input, el('button', { class: 'small', onclick: () => this.add(), title: 'add a file' }, '+')), this.error);
        project.on('files', () => this.render());
        project.on('active', () => this.render());
        this.render();
    }

    add() {
        const name = this.input.value.trim();
        if (!name) return;
        try {
            this.project.addFile(name);
            this.input.value = '';
            this.error.textContent = '';
        } catch (err) {
            this.error.textContent = err.message;
        }
    }

    render() {
        const p = this.project;
        replaceChildren(this.list, p.files.map((f) => el('li', { class: f.name === p.active ? 'active' : '' },
            el('button', { class: 'file', onclick: () => p.open(f.name), 'aria-current': f.name === p.active ? 'true' : null }, f.name),
            p.files.length > 1 ? el('button', { class: 'remove small', 'aria-label': `remove ${f.name}`, title: `remove ${f.name}`, onclick: () => { if (confirm(`Remove ${f.name}?`)) p.removeFile(f.name); } }, '×') : null)));
        replaceChildren(this.tabs, p.files.map((f) => el('button', { class: `file-tab${f.name === p.active ? ' active' : ''}`, role: 'tab', 'aria-selected': String(f.name === p.active), onclick: () => p.open(f.name) }, f.name)));
    }
}
