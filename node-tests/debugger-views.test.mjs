// The debugger's views for learning (wasm-bridge/debugger/: object-graph.mjs, bytecode-view.mjs,
// thread-states.mjs, heap-histogram.mjs, allocation-sites.mjs, class-details.mjs, event-log.mjs) on the Node build, through
// JavaScript clients run by node-tests/bridge/run.mjs:
// - views-client.mjs over node-tests/bridge/java/Views.java: the objects picture is what main holds
//   (values, shared objects, arrays cut, a change marked at the next stop, ids kept), the bytecode of
//   every method of Views, Views$Node, java.util.ArrayList and java.lang.String is what the JDK's javap
//   reads from the same class files (offsets, mnemonics, constant pool indices and what they resolve to,
//   branch targets, switch tables, locals, max stack and max locals), steps of one instruction, the
//   class browser against the source and javap's line tables, the heap histogram's nodes, the event log;
// - threads-client.mjs over node-tests/bridge/java/Deadlock.java: each thread's state in words, the
//   monitor or lock it waits for and who holds it, and the deadlocks' cycles (monitors, ReentrantLocks).
//
//   node --test node-tests/debugger-views.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT, wasmBuild, compileJava } from './lib/jvmti-parity.mjs';
import { javap, compareMethod } from './lib/javap.mjs';

const skip = existsSync(join(wasmBuild, 'vitrine.wasm')) ? false : `${wasmBuild}/vitrine.wasm is not built`;

// Runs a client over a program; the results by kind ("graph1" -> [values]).
function runClient(client, classes, main) {
    const r = spawnSync(process.execPath, [join(ROOT, 'node-tests', 'bridge', 'run.mjs'), join(ROOT, 'node-tests', 'bridge', client),
        '-cp', classes, main], { encoding: 'utf8', timeout: 300_000, maxBuffer: 256 << 20, env: { ...process.env, VITRINE_WASM_DIR: wasmBuild } });
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    const results = new Map();
    const output = [];
    for (const line of r.stdout.split('\n')) {
        const m = line.match(/^([\w-]+) ([[{"].*)$/);
        if (!m) { if (line) output.push(line); continue; }
        if (!results.has(m[1])) results.set(m[1], []);
        results.get(m[1]).push(JSON.parse(m[2]));
    }
    assert.equal(results.get('client-error'), undefined, JSON.stringify(results.get('client-error')));
    return { results, output };
}

test('the views of a stopped program: objects, bytecode, classes, heap, event log', { skip }, (t) => {
    const classes = compileJava(['node-tests/bridge/java/Views.java']);
    const { results: r, output } = runClient('views-client.mjs', classes, 'Views');
    assert.deepEqual(output, ['20thousand-6.250000000225E10x10995116277760.5true42841']);

    // ---- the objects picture at line 71: main's locals, each object once
    const [g1] = r.get('graph1');
    assert.equal(g1.frames.length, 1);
    const main = g1.frames[0];
    assert.deepEqual([main.name, main.line], ['Views.main', 71]);
    const local = Object.fromEntries(main.locals.map((l) => [l.name, l]));
    assert.deepEqual(main.locals.map((l) => l.name), ['args', 'head', 'numbers', 'word', 'boxed', 'list', 'letter', 'big', 'half', 'flag']);
    assert.deepEqual([local.letter.value, local.big.value, local.half.value, local.flag.value], ['x', String(1n << 40n), 0.5, true]);
    assert.equal(local.numbers.type, 'int[]');
    const obj = new Map(g1.objects.map((o) => [o.id, o]));
    assert.equal(obj.size, g1.objects.length, 'each object once');
    const field = (o, name) => o.fields.find((f) => f.name === name);
    // head: 2 -> 1 -> 0 -> null
    const chain = [];
    for (let ref = local.head.ref; ref !== null; ref = field(obj.get(ref), 'next').ref) {
        assert.equal(obj.get(ref).className, 'Views$Node');
        chain.push(field(obj.get(ref), 'value').value);
    }
    assert.deepEqual(chain, [2, 1, 0]);
    const numbers = obj.get(local.numbers.ref);
    assert.deepEqual([numbers.kind, numbers.length, numbers.more], ['array', 30, 20]);
    assert.deepEqual(numbers.elements.map((e) => e.value), [0, 1, 4, 9, 16, 25, 36, 49, 64, 81]);
    assert.deepEqual(obj.get(local.word.ref), { id: local.word.ref, className: 'java.lang.String', kind: 'string', text: 'hello' });
    assert.deepEqual([obj.get(local.boxed.ref).kind, obj.get(local.boxed.ref).value], ['box', 42]);
    assert.deepEqual(obj.get(local.args.ref), { id: local.args.ref, className: 'java.lang.String[]', kind: 'array', length: 0, elements: [], more: 0 });
    // the list holds the very string `word` refers to
    const list = obj.get(local.list.ref);
    assert.equal(list.className, 'java.util.ArrayList');
    assert.equal(field(list, 'size').value, 1);
    assert.ok(list.fields.findIndex((f) => f.name === 'modCount') < list.fields.findIndex((f) => f.name === 'size'), 'superclass fields first');
    assert.equal(obj.get(field(list, 'elementData').ref).elements[0].ref, local.word.ref);
    assert.equal(g1.truncated, 0);
    // the statics of main's class, and what they refer to
    assert.deepEqual(g1.statics.map((c) => [c.className, c.fields.map((f) => f.name)]), [['Views', ['counter', 'GREETING', 'shared']]]);
    const [counter, greeting, shared] = g1.statics[0].fields;
    assert.equal(counter.value, 7);
    assert.equal(obj.get(greeting.ref).text, 'hi');
    assert.deepEqual([field(obj.get(shared.ref), 'value').value, field(obj.get(shared.ref), 'next').ref], [-1, null]);

    // ---- cut at 3 objects: args, head, numbers described; word, boxed, list, the two statics' objects
    // and head.next left out
    const [cut] = r.get('graph-cut');
    assert.deepEqual(cut.objects.map((o) => o.id), [local.args.ref, local.head.ref, local.numbers.ref]);
    assert.equal(cut.truncated, 6);

    // ---- the next stop (line 73): same ids, head.next changed, nothing new
    const [g2] = r.get('graph2');
    assert.deepEqual([g2.frames[0].line, g2.frames[0].locals.map((l) => l.ref)], [73, main.locals.map((l) => l.ref)]);
    const second = g2.objects.find((o) => o.id === field(obj.get(local.head.ref), 'next').ref);
    assert.equal(field(second, 'value').value, 99);
    assert.deepEqual(g2.objects.filter((o) => o.changed).map((o) => o.id), [second.id]);
    assert.deepEqual(g2.objects.filter((o) => o.new), []);

    // ---- the frame's bytecode: the call of marker() at line 71 is the current instruction
    const [fb] = r.get('frame-bytecode');
    const current = fb.instructions[fb.currentIndex];
    assert.deepEqual([fb.methodName, fb.currentLine, current.offset, current.mnemonic, current.operands],
        ['main', 71, fb.currentOffset, 'invokestatic', 'Views.marker()V']);
    assert.ok(fb.instructions.filter((i) => i.line === 71).every((i) => i === current), 'line 71 is the call alone');
    assert.deepEqual(fb.locals.find((l) => l.name === 'word'), { slot: 3, name: 'word', value: '"hello"', type: 'java.lang.String', variablesReference: 0 });
    assert.equal(fb.operandStack.available, false);

    // ---- one instruction at a time: into marker (getstatic counter, then iconst_1)
    assert.deepEqual(r.get('step1')[0], { methodName: 'marker', currentOffset: 0, currentLine: 51 });
    assert.deepEqual(r.get('step2')[0], { methodName: 'marker', currentOffset: 3, currentLine: 51 });

    // ---- every method's bytecode as javap reads it
    const byClass = new Map();
    for (const m of r.get('method')) {
        if (!byClass.has(m.className)) byClass.set(m.className, []);
        byClass.get(m.className).push(m);
    }
    assert.deepEqual([...byClass.keys()], ['Views', 'Views$Node', 'java/util/ArrayList', 'java/lang/String']);
    let compared = 0;
    for (const [className, methods] of byClass) {
        const theirs = javap(className.startsWith('java/') ? null : classes, className);
        for (const m of methods) {
            compareMethod(className, m, theirs.get(`${m.methodName} ${m.signature}`));
            compared++;
        }
    }
    t.diagnostic(`${compared} methods compared with javap`);
    assert.ok(compared > 150);
    const mix = r.get('method').find((m) => m.methodName === 'mix');
    const ldc = mix.instructions.filter((i) => i.mnemonic.startsWith('ldc')).map((i) => i.operands.replace(/^#\d+ = /, ''));
    assert.deepEqual(ldc, ['100000L', '123456L', '2.5E10', '1.5f', '3L']);
    assert.match(r.get('native-bytecode')[0].error, /java\/lang\/Object\.hashCode is a native method/);

    // ---- the class browser
    const [views, node] = r.get('class');
    const viewsJavap = javap(classes, 'Views');
    assert.deepEqual([views.name, views.sourceFile, views.kind, views.superclass, views.modifiers], ['Views', 'Views.java', 'class', 'java.lang.Object', ['public']]);
    assert.deepEqual(views.fields.map((f) => `${f.modifiers.join(' ')} ${f.type} ${f.name} = ${f.value.text}`),
        ['static int counter = 7', 'static final java.lang.String GREETING = "hi"', `static Views$Node shared = Views$Node@${views.fields[2].value.ref}`]);
    for (const m of views.methods) {
        const lines = viewsJavap.get(`${m.name} ${m.descriptor}`).lines;
        assert.deepEqual(m.lines, { first: Math.min(...lines), last: Math.max(...lines) }, m.name);
    }
    assert.deepEqual(views.methods.map((m) => m.signature).sort(),
        ['Views()', 'static {}', 'double mix(long, double, float)', 'int classify(int)', 'java.lang.String sparse(int)', 'void main(java.lang.String[])', 'void marker()'].sort());
    assert.deepEqual([node.name, node.modifiers, node.fields.map((f) => `${f.type} ${f.name}`)], ['Views$Node', ['static'], ['int value', 'Views$Node next']]);
    assert.deepEqual(r.get('class-missing')[0], { error: 'no loaded class is called NoSuchClass' });

    // ---- the heap: the three list nodes and the shared one, 24 bytes each in HotSpot's layout
    const [h] = r.get('histogram');
    assert.deepEqual(h.classes.find((c) => c.className === 'Views$Node'), { className: 'Views$Node', instances: 4, bytes: 96 });
    assert.ok(h.classes.find((c) => c.className === 'java.lang.String').instances > 100);
    assert.equal(h.total.instances, h.classes.reduce((n, c) => n + c.instances, 0));
    assert.deepEqual(h.allocationSites, { available: true, sampling: false, interval: 0, samples: 0, sites: [] });

    // ---- "show instances": 4 nodes, the first 3 as variables named by the ids the picture uses
    const [inst] = r.get('instances');
    const nodeIds = [local.head.ref, ...g1.objects.filter((o) => o.className === 'Views$Node').map((o) => o.id), views.fields[2].value.ref];
    assert.deepEqual([inst.className, inst.count, inst.variables.length], ['Views$Node', 4, 3]);
    for (const v of inst.variables) {
        assert.ok(nodeIds.includes(Number(v.value.match(/^Views\$Node@(\d+)$/)[1])), v.value);
        assert.ok(v.variablesReference > 0);
    }
    assert.deepEqual(r.get('bad-input')[0], [
        { error: 'no thread 999' }, { error: 'objectGraph: maxObjects must be a whole number, not -1' },
        { error: 'no frame 0: a frame id is a number stackTrace gives' }, { error: 'GetFrameLocation: JVMTI_ERROR_NO_MORE_FRAMES (31)' },
        { error: 'no loaded class is called Nope' },
    ]);

    // ---- the event log between the second step and the breakpoint at line 73
    assert.ok(r.get('event-log-on')[0].includes('MethodEntry'));
    const log = r.get('event-log')[0];
    assert.deepEqual(log.map((e) => `${e.name} ${e.method}${e.line ? `:${e.line}` : ''} ${e.thread}`),
        ['MethodExit Views.marker main', 'Breakpoint Views.main:73 main']);
    assert.ok(log[0].time > 0 && log[1].time >= log[0].time && log[1].seq === log[0].seq + 1);
});

test('the threads view: states in words, monitors and locks and their owners, deadlocks as their cycles', { skip }, () => {
    const classes = compileJava(['node-tests/bridge/java/Deadlock.java']);
    const { results: r, output } = runClient('threads-client.mjs', classes, 'Deadlock');
    // what Java itself says of the threads, before settled()
    assert.deepEqual(output, ['philosopher-1 BLOCKED', 'philosopher-2 BLOCKED', 'waiter WAITING', 'sleeper TIMED_WAITING', 'parker WAITING',
        'knocker WAITING', 'clerk-1 WAITING', 'clerk-2 WAITING', 'done']);
    const [threads] = r.get('threads');
    const [statics] = r.get('statics');
    const id = Object.fromEntries(statics.filter((f) => f.value.ref).map((f) => [f.name, f.value.ref]));
    const t = Object.fromEntries(threads.map((x) => [x.name, x]));
    const summary = (x) => ({ state: x.state, description: x.description, monitor: x.monitor, owner: x.owner && x.owner.name, owns: x.owns });
    const fork = (name) => ({ objectId: id[name], className: 'Deadlock$Fork' });
    assert.deepEqual(summary(t['philosopher-1']), {
        state: 'blocked', description: `blocked: waiting for the lock on Deadlock$Fork@${id.right}, held by philosopher-2`,
        monitor: { ...fork('right'), kind: 'monitor' }, owner: 'philosopher-2', owns: [fork('left')],
    });
    assert.deepEqual(summary(t['philosopher-2']), {
        state: 'blocked', description: `blocked: waiting for the lock on Deadlock$Fork@${id.left}, held by philosopher-1`,
        monitor: { ...fork('left'), kind: 'monitor' }, owner: 'philosopher-1', owns: [fork('right')],
    });
    assert.deepEqual(summary(t.waiter), {
        state: 'waiting', description: `waiting on java.lang.Object@${id.mailbox} for notify()`,
        monitor: { objectId: id.mailbox, className: 'java.lang.Object', kind: 'monitor' }, owner: null, owns: [],
    });
    assert.deepEqual([t.sleeper.state, t.sleeper.description], ['sleeping', 'sleeping (Thread.sleep)']);
    assert.deepEqual([t.parker.state, t.parker.description, t.parker.monitor], ['parked', 'parked (LockSupport.park)', null]);
    // the knocker waits for the lock main holds: the ReentrantLock itself, not the synchronizer it parks on
    const lock = (name) => ({ objectId: id[name], className: 'java.util.concurrent.locks.ReentrantLock', kind: 'lock' });
    assert.deepEqual(summary(t.knocker), {
        state: 'parked', description: `parked: waiting for java.util.concurrent.locks.ReentrantLock@${id.door}, held by main`,
        monitor: lock('door'), owner: 'main', owns: [],
    });
    assert.deepEqual([t.main.state, t.main.description, t.main.location.methodName], ['stopped', 'stopped by the debugger at a breakpoint', 'settled']);
    // blocked entering `synchronized (second)`: HotSpot's jstack names the line after it too
    assert.deepEqual(t['philosopher-1'].location, { className: 'Deadlock', methodName: 'dine', line: 35 });
    assert.deepEqual(summary(t['clerk-1']), {
        state: 'parked', description: `parked: waiting for java.util.concurrent.locks.ReentrantLock@${id.till}, held by clerk-2`,
        monitor: lock('till'), owner: 'clerk-2', owns: [],
    });
    // two deadlocks: the philosophers, each waiting for the other's fork, and the clerks, for the other's lock
    const [deadlocks] = r.get('deadlocks');
    assert.deepEqual(deadlocks.map((d) => d.threads.map((x) => `${x.name} waits for ${x.waitsFor.className}@${x.waitsFor.objectId} held by ${x.heldBy.name}`)), [[
        `philosopher-1 waits for Deadlock$Fork@${id.right} held by philosopher-2`,
        `philosopher-2 waits for Deadlock$Fork@${id.left} held by philosopher-1`,
    ], [
        `clerk-1 waits for java.util.concurrent.locks.ReentrantLock@${id.till} held by clerk-2`,
        `clerk-2 waits for java.util.concurrent.locks.ReentrantLock@${id.ledger} held by clerk-1`,
    ]]);
});

test('allocation sites: every allocation sampled between two stops, counted by class and line; a collection keeps what is live', { skip }, () => {
    const classes = compileJava(['node-tests/bridge/java/Walk.java']);
    const { results: r, output } = runClient('allocation-client.mjs', classes, 'Walk');
    assert.deepEqual(output, ['sum 3', 'caught boom', 'hello 4 3']);
    assert.deepEqual(r.get('bad-interval')[0], { error: 'setAllocationSampling: interval is a number of bytes (0: every allocation)' });
    assert.deepEqual(r.get('on')[0], { available: true, sampling: true, interval: 0, samples: 0, sites: [] });
    const [s] = r.get('sites');
    // the three nodes of main's loop (Walk.java line 17), 24 bytes each in HotSpot's layout
    assert.deepEqual(s.sites.map(({ share, ...x }) => x), [{ className: 'Walk$Node', frames: [{ method: 'Walk.main', line: 17 }], samples: 3, bytes: 72 }]);
    assert.ok(s.samples >= 3 && Math.abs(s.sites[0].share - 3 / s.samples) < 1e-9);
    assert.deepEqual(r.get('off'), [{ sampling: false }]);
    assert.deepEqual(r.get('collect'), [{ done: true }]);
    assert.deepEqual(r.get('after-collect'), [{ nodes: 3, fewer: true }]);
});
