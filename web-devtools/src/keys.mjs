// keys.mjs: the page's keyboard shortcuts, as browsers' devtools and VS Code have them: F8 continue or
// pause, F10 step over, F11 step into, Shift+F11 step out, Ctrl/Cmd+Enter run (with Shift: debug),
// Ctrl/Cmd+B toggle a breakpoint on the cursor's line, Ctrl/Cmd+S apply the edits to the program running
// under the debugger (fix and continue; the browser's own Save otherwise). They work wherever the focus
// is, the editor too.

/** Installs the shortcuts on `target` (the window), calling `actions`. */
export function installKeys(target, actions) {
    target.addEventListener('keydown', (e) => {
        const mod = e.ctrlKey || e.metaKey;
        let handled = true;
        if (e.key === 'F8') actions.continueOrPause();
        else if (e.key === 'F10') actions.stepOver();
        else if (e.key === 'F11' && e.shiftKey) actions.stepOut();
        else if (e.key === 'F11') actions.stepIn();
        else if (mod && e.key === 'Enter') actions.run(e.shiftKey);
        else if (mod && (e.key === 'b' || e.key === 'B') && !e.altKey) actions.toggleBreakpoint();
        else if (mod && (e.key === 's' || e.key === 'S') && !e.altKey && actions.canApplyChanges()) actions.applyChanges();
        else handled = false;
        if (handled) {
            e.preventDefault();
            e.stopPropagation();
        }
    }, { capture: true });
}
