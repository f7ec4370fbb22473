// JVMTI stack frames and local variables: the frames agent (native-tests/jvmti/agents/frames) inside
// native-tests/jvmti/java/JvmtiFrames.java on HotSpot, native Vitrine (three ways) and Vitrine in
// WebAssembly; HotSpot's output is the expectation, byte for byte.
//
//   node --test node-tests/jvmti-frames.test.mjs
//
// The program's natives (registered by the agent at ClassPrepare) print the stack (GetStackTrace,
// checked against GetFrameCount and GetFrameLocation at every depth) and every live local of the
// program's frames, change their caller's locals (the program prints the new values), read and change
// a second thread's locals while it waits on a monitor and a third's while it is blocked entering it
// (its top frame a Java method), and print the errors of bad depths, slots, types and start depths.
// Scenarios: nested calls, a lambda, a static initialiser, a catch block, a finally block run by a
// propagating exception, reflection, a class loader's loadClass run for resolution, a native instance
// method, a method without a LocalVariableTable (JvmtiFramesNoLvt, compiled with -g:none), an ended
// thread, VMInit and ThreadStart (no frames yet).
// The agent shows the program's frames and the JDK frames both VMs run the same way (a reflective
// call's Method.invoke, DelegatingMethodAccessorImpl.invoke, NativeMethodAccessorImpl.invoke and its
// native invoke0; Object.wait; Thread.run); any other JDK frames are printed as "...", since how many
// there are depends on the JDK code a VM runs, not on the frame functions.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { ROOT, JAVA_HOME, compileJava, jvmtiParity } from './lib/jvmti-parity.mjs';

const classes = compileJava(['native-tests/jvmti/java/JvmtiFrames.java', 'native-tests/jvmti/java/JvmtiFramesNoLvt.java']);
// the method without a LocalVariableTable: recompiled over the -g class
const r = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-g:none', '-cp', classes, '-d', classes,
    join(ROOT, 'native-tests', 'jvmti', 'java', 'JvmtiFramesNoLvt.java')], { encoding: 'utf8' });
if (r.status !== 0) throw new Error(`javac failed: ${r.stderr}`);

jvmtiParity('jvmti frames and locals', [
    { name: 'stacks, locals, changes and errors', agent: 'frames', args: (cp) => ['-cp', cp, 'JvmtiFrames'] },
], classes);
