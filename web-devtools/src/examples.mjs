// examples.mjs: the bundled example programs (web-devtools/examples/<id>/*.java, bundled as text by
// the build), in the order the Examples menu lists them.
import recursion from '../examples/recursion/Main.java';
import objects from '../examples/objects/Main.java';
import arrays from '../examples/arrays/Main.java';
import linkedListMain from '../examples/linked-list/Main.java';
import linkedListNode from '../examples/linked-list/Node.java';
import deadlock from '../examples/deadlock/Main.java';
import exception from '../examples/exception/Main.java';
import input from '../examples/input/Main.java';
import gameLoop from '../examples/game-loop/Main.java';

/** [{ id, title, files: [{ name, text }] }] */
export const EXAMPLES = [
    { id: 'recursion', title: 'Recursion', files: [{ name: 'Main.java', text: recursion }] },
    { id: 'objects', title: 'Objects and references', files: [{ name: 'Main.java', text: objects }] },
    { id: 'arrays', title: 'Arrays', files: [{ name: 'Main.java', text: arrays }] },
    { id: 'linked-list', title: 'Linked list', files: [{ name: 'Main.java', text: linkedListMain }, { name: 'Node.java', text: linkedListNode }] },
    { id: 'deadlock', title: 'Threads and a deadlock', files: [{ name: 'Main.java', text: deadlock }] },
    { id: 'exception', title: 'An exception', files: [{ name: 'Main.java', text: exception }] },
    { id: 'input', title: 'Reading input', files: [{ name: 'Main.java', text: input }] },
    { id: 'game-loop', title: 'A small game loop', files: [{ name: 'Main.java', text: gameLoop }] },
];

/** The example with that id, or undefined. */
export function findExample(id) {
    return EXAMPLES.find((e) => e.id === id);
}
