// The bytecode-instrumentation agent (native-tests/jvmti/agents/bci: ClassFileLoadHook rewrites class
// files to count method entries and allocations in vitrinebci.Counter, on the boot class path) on
// corpus programs and on native-tests/jvmti/java/bci/BciCorners.java (the code shapes the rewriter
// must keep working: switches, branches to offset 0, allocations before super() and under
// uninitialized frames, handlers, line numbers) and a generated class with a method too large to
// instrument. HotSpot (which verifies the rewritten application
// classes) is the reference: native Vitrine (three ways, its verifier checking the rewritten classes
// too) and WebAssembly print the same counts, per method and allocation site, of the programs' classes
// and of java.util.TreeMap, TreeMap$Entry and PriorityQueue (java.base classes that these programs
// load after VMInit on both VMs), with the programs' own output unchanged.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ensureCorpusBuilt, CLASSES_DIR } from './lib/java-corpus.mjs';
import { JAVA_HOME, RUNTIMES, agentFile, compileJava, jvmtiParity, missingFor, run } from './lib/jvmti-parity.mjs';

ensureCorpusBuilt();
const classes = compileJava(['native-tests/jvmti/java/bci/BciCorners.java']);
// the counter class on its own: its directory, and a jar of it (AddToBootstrapClassLoaderSearch takes
// both in the OnLoad phase)
const counterDir = compileJava(['native-tests/jvmti/java/bci/vitrinebci/Counter.java']);
const counterJar = join(counterDir, 'counter.jar');
const jar = spawnSync(join(JAVA_HOME, 'bin', 'jar'), ['cf', counterJar, '-C', counterDir, 'vitrinebci/Counter.class'], { encoding: 'utf8' });
if (jar.status !== 0) throw new Error(`jar failed: ${jar.stderr}`);

// A method whose loop spans 29 KB of code with 1600 allocations in it: instrumented, its branch back
// would not fit in 16 bits, so it stays as it was (and counts nothing) while the class's other
// methods are counted.
const big = mkdtempSync(join(tmpdir(), 'vitrine-bci-big-'));
after(() => rmSync(big, { recursive: true, force: true }));
const statements = Array.from({ length: 1600 }, (_, i) => `            s += new int[${i % 7 + 1}].length ^ (i * ${i} + ${i * 3});`);
writeFileSync(join(big, 'BciBig.java'), `public class BciBig {
    static long big(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
${statements.join('\n')}
        }
        return s;
    }

    static int small() {
        return new int[3].length;
    }

    public static void main(String[] args) {
        System.out.println(big(3) + " " + small());
    }
}
`);
const javacBig = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', big, join(big, 'BciBig.java')], { encoding: 'utf8' });
if (javacBig.status !== 0) throw new Error(`javac failed: ${javacBig.stderr}`);

const jdk = 'jdk=java/util/TreeMap+java/util/TreeMap$Entry+java/util/PriorityQueue';
const options = `boot=${counterJar},${jdk}`;
const corpus = ['Algorithms', 'CollectionsMap', 'Inheritance', 'Enums'];
const cases = [
    ...corpus.map((p) => ({ name: p, agent: 'bci', options, args: () => ['-cp', CLASSES_DIR, p] })),
    { name: 'BciBig (a method left as it was)', agent: 'bci', options, args: () => ['-cp', big, 'BciBig'] },
    { name: 'BciCorners (the counter class in a directory)', agent: 'bci', options: `boot=${counterDir},${jdk}`, args: () => ['-cp', classes, 'BciCorners'] },
];
jvmtiParity('counts of the bytecode-instrumentation agent', cases, classes);

describe('bytecode instrumentation on HotSpot (the reference itself)', () => {
    const why = missingFor(RUNTIMES.hotspot, 'bci');
    const skip = why ? `${why} is not built` : false;
    const hotspot = RUNTIMES.hotspot;
    const counted = (args, vmArgs = []) => run(hotspot, [...vmArgs, `-agentpath:${agentFile('bci')}=${options}`, ...args], { cwd: classes });

    test('the programs print what they print without the agent, and the counts are what the code does', { skip }, async () => {
        for (const [cp, p] of [...corpus.map((c) => [CLASSES_DIR, c]), [classes, 'BciCorners']]) {
            const plain = await run(hotspot, ['-cp', cp, p], { cwd: classes });
            const got = await counted(['-cp', cp, p]);
            assert.equal(got.status, 0, got.stderr);
            assert.equal(got.stdout.split('\n').filter((l) => !l.startsWith('bci: ')).join('\n'), plain.stdout, p);
            assert.ok(got.stdout.includes(`bci: ${p}.main([Ljava/lang/String;)V entered 1\n`), `${p}: main entered once\n${got.stdout}`);
        }
        const algorithms = (await counted(['-cp', CLASSES_DIR, 'Algorithms'])).stdout;
        // hanoi(12 disks) makes 4095 moves: 2^13 - 1 calls
        assert.match(algorithms, /^bci: Algorithms\.hanoi\(ICCCLjava\/lang\/StringBuilder;\)V entered 8191$/m);
        const corners = (await counted(['-cp', classes, 'BciCorners'])).stdout;
        // the loop's branch back to offset 0 is no entry; its allocation runs 5 times
        assert.match(corners, /^bci: BciCorners\.loopFromStart\(I\)I entered 1$/m);
        assert.match(corners, /^bci: BciCorners\.loopFromStart\(I\)I @\d+ newarray int 5$/m);
        assert.match(corners, /^bci: BciCorners\.tableSwitch\(I\)I entered 7$/m);
        const bigOut = (await counted(['-cp', big, 'BciBig'])).stdout;
        assert.equal(bigOut, '15353122 3\nbci: BciBig.main([Ljava/lang/String;)V entered 1\nbci: BciBig.small()I @1 newarray int 1\nbci: BciBig.small()I entered 1\n');
        const maps = (await counted(['-cp', CLASSES_DIR, 'CollectionsMap'])).stdout;
        assert.match(maps, /^bci: java\/util\/TreeMap\.put\(Ljava\/lang\/Object;Ljava\/lang\/Object;\)Ljava\/lang\/Object; entered \d+$/m);
        assert.match(maps, /^bci: java\/util\/TreeMap\.addEntry\(.*\)V @0 new java\/util\/TreeMap\$Entry \d+$/m);
    });

    test('the rewritten java.base classes pass HotSpot\'s verifier too', { skip }, async () => {
        const normal = await counted(['-cp', CLASSES_DIR, 'CollectionsMap']);
        const verified = await counted(['-cp', CLASSES_DIR, 'CollectionsMap'], ['-XX:+UnlockDiagnosticVMOptions', '-XX:+BytecodeVerificationLocal']);
        assert.equal(verified.status, 0, verified.stderr);
        assert.equal(verified.stdout, normal.stdout);
    });
});
