#!/usr/bin/env node
// vitrine-test.mjs: run Java tests (JUnit 5, and JUnit 4 through the Vintage engine) inside Vitrine's
// WebAssembly build and report each one as a node:test test, so that any node:test reporter works
// and the exit status is non-zero when a test failed.
//
//   node [--test-reporter=spec|tap|junit] wasm-bridge/bin/vitrine-test.mjs [options] [launcher options]
//
// Launcher options are the JUnit Platform Console Launcher's: -cp/--class-path, --select-class,
// --select-package, --select-method, --scan-classpath (the default when nothing is selected),
// --include-tag, ... Options of this program:
//   --junit-jar JAR   the Console Launcher jar (default $VITRINE_JUNIT_JAR or Debian's
//                     /usr/share/java/junit-platform-console-standalone.jar)
//   -J<option>        an option for the VM (e.g. -J-Xmx512m)
//   --small-image     the build's small class library image (build/wasm/jdk) instead of the JDK's
//   --java CMD        run the tests with this java command instead of the WebAssembly VM (e.g.
//                     --java java for HotSpot, --java build/native/vitrine)
// Environment: VITRINE_WASM_DIR, VITRINE_WASM_JAVA_HOME as for vitrine.mjs.
import path from 'node:path';
import { it } from 'node:test';
import { DEFAULT_JUNIT_JAR, runJavaTests, eventTree, declareJavaTests, plainError } from '../junit.mjs';
import { defaultJavaHome } from '../node-vm.mjs';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(`usage: node [--test-reporter=spec|tap|junit] vitrine-test.mjs [options] [launcher options]
  --junit-jar JAR   the JUnit Platform Console Launcher jar (default ${DEFAULT_JUNIT_JAR})
  -J<option>        an option for the VM (e.g. -J-Xmx512m)
  --small-image     the build's small class library image instead of the JDK's
  --java CMD        run the tests with this java command instead of the WebAssembly VM
Launcher options are the Console Launcher's (-cp, --select-class, --select-package, --select-method,
--scan-classpath, --include-tag, ...): java -jar ${DEFAULT_JUNIT_JAR} --help lists them.
`);
  process.exit(0);
}

const args = [];
const jvmArgs = [];
let junitJar;
let command;
let smallImage = false;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--junit-jar') junitJar = argv[++i];
  else if (a.startsWith('--junit-jar=')) junitJar = a.slice('--junit-jar='.length);
  else if (a === '--java') command = [argv[++i]];
  else if (a === '--small-image') smallImage = true;
  else if (a.startsWith('-J')) jvmArgs.push(a.slice(2));
  else args.push(a);
}
if ((argv.includes('--junit-jar') && !junitJar) || (argv.includes('--java') && !command[0])) {
  process.stderr.write('vitrine-test: --junit-jar and --java need a value\n');
  process.exit(2);
}

let run;
try {
  run = await runJavaTests({
    args, jvmArgs, junitJar, command,
    javaHome: smallImage ? defaultJavaHome({ small: true }) : undefined,
  });
} catch (e) {
  process.stderr.write('vitrine-test: ' + (e && e.message ? e.message : String(e)) + '\n');
  process.exit(2);
}

const tree = eventTree(run.events);
// Output written outside any test (class loading, a static initialiser) belongs to no node:test
// test; stderr keeps it out of the reporter's stream.
for (const o of tree.output) process.stderr.write(o.text);
declareJavaTests(tree.roots);
// A run that did not end normally is a failure of its own, whatever the tests said.
const done = run.events.some((e) => e.event === 'done');
if (!done || (run.status !== 0 && run.status !== 1)) {
  it('JUnit Platform run', () => {
    throw plainError(`the JUnit Platform launcher ended with status ${run.status}` +
      (done ? '' : ' before the test plan finished') + ` (${path.basename(command ? command[0] : 'vitrine.wasm')})`);
  });
}
