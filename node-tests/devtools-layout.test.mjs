// The frames-and-objects diagram's layout (web-devtools/src/objects-layout.mjs), under Node: objects
// in columns by their distance from the frames, level with what refers to them, never overlapping in
// a column, and kept in place between steps while new objects find free room.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { layoutGraph } from '../web-devtools/src/objects-layout.mjs';

const node = (id, value, next) => [id, { id, type: 'Node', kind: 'object', slots: [{ name: 'value', value: String(value) }, { name: 'next', target: next, value: next ? '' : 'null' }], more: 0 }];
const frame = (vars) => ({ key: 'Main.main#1', title: 'Main.main', line: 5, vars });

function overlaps(a, b) {
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('a list is laid out one column per link, with no boxes overlapping', () => {
    const graph = { frames: [frame([{ name: 'head', target: 'N3' }, { name: 'i', value: '3' }])], objects: new Map([node('N3', 3, 'N2'), node('N2', 2, 'N1'), node('N1', 1, null)]) };
    const l = layoutGraph(graph, new Map());
    const [a, b, c] = ['N3', 'N2', 'N1'].map((id) => l.objects.get(id));
    assert.ok(l.frames.get('Main.main#1').x + l.frames.get('Main.main#1').width < a.x);
    assert.ok(a.x < b.x && b.x < c.x, 'each link one column further');
    assert.equal(a.col, 0);
    assert.equal(c.col, 2);
    const all = [...l.objects.values(), ...l.frames.values()];
    for (const p of all) for (const q of all) if (p !== q) assert.ok(!overlaps(p, q), 'no overlap');
    assert.ok(l.width >= c.x + c.width && l.height >= c.y + c.height, 'the canvas holds every box');
});

test('kept objects stay where they were when the graph grows; new ones take free room', () => {
    const memory = new Map();
    const first = layoutGraph({ frames: [frame([{ name: 'head', target: 'N1' }])], objects: new Map([node('N1', 1, null)]) }, memory);
    // a node is put in front: N1 is now two links away, but keeps its place
    const second = layoutGraph({ frames: [frame([{ name: 'head', target: 'N2' }, { name: 'tail', target: 'N1' }])], objects: new Map([node('N2', 2, 'N1'), node('N1', 1, null)]) }, memory);
    assert.deepEqual({ x: second.objects.get('N1').x, y: second.objects.get('N1').y }, { x: first.objects.get('N1').x, y: first.objects.get('N1').y });
    assert.ok(!overlaps(second.objects.get('N1'), second.objects.get('N2')), 'the new node does not cover the kept one');
});

test('a chain of objects reads as one row: each level with the one referring to it', () => {
    const graph = { frames: [frame([{ name: 'head', target: 'N3' }])], objects: new Map([node('N3', 3, 'N2'), node('N2', 2, 'N1'), node('N1', 1, null)]) };
    const l = layoutGraph(graph, new Map());
    assert.equal(l.objects.get('N2').y, l.objects.get('N3').y);
    assert.equal(l.objects.get('N1').y, l.objects.get('N3').y);
});

test('objects sharing a column stack below each other, in the order found', () => {
    const graph = { frames: [frame([{ name: 'a', target: 'A' }, { name: 'b', target: 'B' }, { name: 'c', target: 'C' }])],
        objects: new Map([node('A', 1, null), node('B', 2, null), node('C', 3, null)]) };
    const l = layoutGraph(graph, new Map());
    const [a, b, c] = ['A', 'B', 'C'].map((id) => l.objects.get(id));
    assert.ok(a.x === b.x && b.x === c.x);
    assert.ok(a.y + a.height <= b.y && b.y + b.height <= c.y);
});
