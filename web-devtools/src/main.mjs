// main.mjs: the devtools panel's entry: it makes the project (the program and its breakpoints), the
// program controller, and every view over the page's static layout (web-devtools/index.html), and
// connects the toolbar and the keys to the controller. Nothing here talks to the VM itself.
import { BreakpointEditor } from './breakpoint-editor.mjs';
import { BreakpointsView } from './breakpoints-view.mjs';
import { BytecodeView } from './bytecode-view.mjs';
import { ClassesView } from './classes-view.mjs';
import { ConsoleView } from './console-view.mjs';
import { el } from './dom.mjs';
import { SourceEditor } from './editor.mjs';
import { EventsView } from './events-view.mjs';
import { FilesView } from './files-view.mjs';
import { HeapView } from './heap-view.mjs';
import { installKeys } from './keys.mjs';
import { shareLink, sharedFiles } from './share.mjs';
import { ObjectsView } from './objects-view.mjs';
import { ProblemsView } from './problems-view.mjs';
import { Program } from './program.mjs';
import { Project } from './project.mjs';
import { installSplitters } from './splitters.mjs';
import { StackView } from './stack-view.mjs';
import { Tabs } from './tabs.mjs';
import { ThreadsView } from './threads-view.mjs';
import { Toolbar } from './toolbar.mjs';
import { VariablesView } from './variables-view.mjs';
import { WatchView } from './watch-view.mjs';

const $ = (sel) => document.querySelector(sel);

function start() {
    const project = new Project();
    const program = new Program(project);
    let breakpointEditor = null;
    const editedNote = $('#edited-note');
    const editor = new SourceEditor($('#editor'), project, {
        editBreakpoint: (_view, line, event) => breakpointEditor.open(line, event),
        edited: (count) => { editedNote.hidden = !count; },
    });
    breakpointEditor = new BreakpointEditor(editor);

    const report = (err) => program.emit('system', `${err.message}\n`);
    const actions = {
        loadExample(id) {
            if (program.running) program.stop();
            project.loadExample(id);
            program.emit('diagnostics', []);
            program.setState('idle', `example loaded: ${document.querySelector(`#examples option[value="${id}"]`)?.textContent || id}`);
        },
        compile: () => program.compile().catch(report),
        run: (debug) => program.run({ debug }).catch(report),
        stop: () => program.stop(),
        continueOrPause() {
            if (program.state.phase === 'paused') program.continue().catch(report);
            else if (program.running && program.debugging) program.pause().catch(report);
        },
        stepOver: () => program.state.phase === 'paused' && program.stepOver().catch(report),
        stepIn: () => program.state.phase === 'paused' && program.stepIn().catch(report),
        stepOut: () => program.state.phase === 'paused' && program.stepOut().catch(report),
        toggleBreakpoint: () => editor.toggleBreakpointAtCursor(),
        canApplyChanges: () => program.running && program.debugging,
        applyChanges: () => program.applyChanges().catch(report),
        async share() {
            const link = await shareLink(project.files);
            try { await navigator.clipboard.writeText(link); } catch { /* no clipboard permission: the link is shown */ }
            program.emit('system', `A link holding this program (copied, if the browser allowed it):\n`);
            program.emit('share', link);
        },
    };

    new Toolbar($('#toolbar'), program, actions);
    new FilesView($('#file-list'), $('#file-tabs'), project);

    const panels = {};
    for (const id of ['console', 'problems', 'objects', 'bytecode', 'classes', 'heap', 'events']) panels[id] = el('div', { class: `view view-${id}` });
    const views = {};
    const tabs = new Tabs($('#bottom-tabs'), $('#bottom-body'), [
        { id: 'console', title: 'Console', panel: panels.console },
        { id: 'problems', title: 'Problems', panel: panels.problems },
        { id: 'objects', title: 'Frames & objects', panel: panels.objects },
        { id: 'bytecode', title: 'Bytecode', panel: panels.bytecode },
        { id: 'classes', title: 'Classes', panel: panels.classes },
        { id: 'heap', title: 'Heap', panel: panels.heap },
        { id: 'events', title: 'Events', panel: panels.events },
    ], (id) => { for (const [vid, v] of Object.entries(views)) v.setVisible?.(vid === id); });
    views.console = new ConsoleView(panels.console, program);
    views.console.onWaiting = () => tabs.select('console');
    views.problems = new ProblemsView(panels.problems, program, editor, tabs);
    views.objects = new ObjectsView(panels.objects, program);
    views.bytecode = new BytecodeView(panels.bytecode, program);
    views.classes = new ClassesView(panels.classes, program);
    views.heap = new HeapView(panels.heap, program);
    views.events = new EventsView(panels.events, program);
    program.on('diagnostics', (list) => { if (!list.length && tabs.selected === 'problems') tabs.select('console'); });
    program.on('session', (s) => { if (s && tabs.selected === 'problems') tabs.select('console'); });
    // lines edited while the program runs are marked: it runs the code as it was compiled, until the
    // changes are applied (fix and continue)
    program.on('session', (s) => editor.trackEdits(!!s));
    program.on('applied', ({ failed }) => { if (!failed.length) { editor.trackEdits(false); editor.trackEdits(true); } });

    new ThreadsView($('#threads'), program);
    new StackView($('#stack'), program, editor);
    new VariablesView($('#variables'), program);
    new WatchView($('#watch'), program, project);
    new BreakpointsView($('#breakpoints'), project, program, editor);

    installKeys(window, actions);
    installSplitters(document.documentElement);
    addEventListener('beforeunload', () => project.saveNow());

    // a shared link's program replaces the stored one (the link's fragment is then dropped), when the
    // page opens with one and when one is pasted into the address bar of the open page
    const openShared = () => sharedFiles().then((files) => {
        if (!files) return;
        if (program.running) program.stop();
        project.loadFiles(files);
        history.replaceState(null, '', location.pathname + location.search);
        program.setState('idle', `opened a shared program (${files.length} file${files.length === 1 ? '' : 's'})`);
    }).catch((err) => {
        history.replaceState(null, '', location.pathname + location.search);
        program.setState('idle', err.message);
        program.emit('system', `${err.message}\n`);
    });
    openShared();
    addEventListener('hashchange', openShared);

    // javac is started once the page is idle, so the first run does not wait for it
    const idle = window.requestIdleCallback || ((fn) => setTimeout(fn, 1000));
    idle(() => program.prepareCompiler(), { timeout: 3000 });

    // for the browser tests and the curious: the page's models, read-only use intended
    window.vitrineDevtools = { project, program, editor, tabs, views };
    document.body.dataset.ready = 'true';
}

// The app shell is cached by a service worker so the page opens offline after the first visit.
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    navigator.serviceWorker.register('./sw.js').catch((err) => console.warn(`offline use is not available: ${err.message}`));
}

start();
