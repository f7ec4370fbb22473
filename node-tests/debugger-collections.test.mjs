// The debugger's readable views of the class library's collections and string builders
// (wasm-bridge/debugger/collections.mjs): node-tests/bridge/java/Shelves.java stops at its STOP line
// and every local is shown as the variables view shows it (node-tests/bridge/collections-client.mjs).
// The elements and entries shown must be those the program then prints with toString() (the last
// lines of the same run), in the collections' own iteration order.
//
//   node --test node-tests/debugger-collections.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT, wasmBuild, compileJava } from './lib/jvmti-parity.mjs';

const skip = existsSync(join(wasmBuild, 'vitrine.wasm')) ? false : `${wasmBuild}/vitrine.wasm is not built`;
const source = join(ROOT, 'node-tests', 'bridge', 'java', 'Shelves.java');

test('collections, maps and string builders shown by their contents', { skip }, () => {
    const stop = readFileSync(source, 'utf8').split('\n').findIndex((l) => l.includes('// STOP')) + 1;
    const classes = compileJava(['node-tests/bridge/java/Shelves.java']);
    const r = spawnSync(process.execPath, [join(ROOT, 'node-tests', 'bridge', 'run.mjs'), join(ROOT, 'node-tests', 'bridge', 'collections-client.mjs'),
        '-cp', classes, 'Shelves'], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, VITRINE_WASM_DIR: wasmBuild, SHELVES_STOP_LINE: String(stop) } });
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    const out = r.stdout.replace(/@\d+/g, '@N');
    assert.equal(out, `args: String[0]@N
list: ArrayList@N size=3
  [0]="a" [1]="b" [2]="c"
  [fields] modCount elementData size
linked: LinkedList@N size=3
  [0]=1 [1]=2 [2]=3
hash: HashMap@N size=3
  "a"=0 "b"=1 "c"=2
linkedMap: LinkedHashMap@N size=2
  "z"=26 "y"=25
tree: TreeMap@N size=4
  "a"=0 "k"=2 "m"=1 "x"=3
set: TreeSet@N size=3
  [0]="apple" [1]="fig" [2]="pear"
hashSet: HashSet@N size=1
  [0]=7
one: ImmutableCollections$List12@N size=1
  [0]="solo"
two: ImmutableCollections$List12@N size=2
  [0]="first" [1]=Object@N
many: ImmutableCollections$ListN@N size=4
  [0]=1 [1]=2 [2]=3 [3]=4
single: ImmutableCollections$Map1@N size=1
  "only"=1
deque: ArrayDeque@N size=4
  [0]=-1 [1]=17 [2]=18 [3]=19
empty: Collections$EmptyList@N size=0
  
unmodifiable: Collections$UnmodifiableRandomAccessList@N size=3
  [0]="a" [1]="b" [2]="c"
cow: CopyOnWriteArrayList@N size=3
  [0]="a" [1]="b" [2]="c"
concurrent: ConcurrentHashMap@N size=1
  1="one"
sb: StringBuilder@N "text 42"
  
wide: StringBuilder@N "caf\u00e9 \u2615"
  
big: ArrayList@N size=150
  [0]=0 [1]=1 [2]=2 [3]=3 [4]=4 [5]=5 ... (101 shown)
  next page: [100]=100 [101]=101 [102]=102
ready
[a, b, c] [1, 2, 3] {a=0, b=1, c=2} {z=26, y=25} {a=0, k=2, m=1, x=3} [apple, fig, pear] [7]
[solo] 2 [1, 2, 3, 4] {only=1} [-1, 17, 18, 19] [] [a, b, c]
[a, b, c] {1=one} text 42 caf\u00e9 \u2615 150
`);
});
