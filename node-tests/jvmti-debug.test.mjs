// JVMTI parity for debugging in the interpreter: the debug agent (native-tests/jvmti/agents/debug)
// runs scripted debugging sessions over native-tests/jvmti/java/JvmtiDebugTarget.java (breakpoints,
// stepping into, over and out of calls and through an exception, MethodEntry/MethodExit, FramePop,
// Exception/ExceptionCatch, field watches, ForceEarlyReturn, PopFrame, a second environment) on
// HotSpot, native Vitrine (three ways) and Vitrine in WebAssembly; HotSpot's output is the
// expectation, byte for byte.
//
//   node --test node-tests/jvmti-debug.test.mjs
import { compileJava, jvmtiParity } from './lib/jvmti-parity.mjs';

const classes = compileJava(['native-tests/jvmti/java/JvmtiDebugTarget.java']);

const session = (name, script) => ({ name, agent: 'debug', options: script, args: (cp) => ['-cp', cp, 'JvmtiDebugTarget'] });

jvmtiParity('debugging in the interpreter', [
    session('breakpoints set at class preparation, cleared, and the API\'s errors', 'breakpoints'),
    session('single step into calls, class initialisation and a lambda\'s first call', 'step'),
    session('step over calls and out of the method (SingleStep with NotifyFramePop)', 'stepover'),
    session('single step through an exception unwinding three frames, with MethodExit', 'stepexc'),
    session('single step for every thread, a thread started afterwards included', 'stepglobal'),
    session('MethodEntry and MethodExit with return values, and by exception', 'methods'),
    session('NotifyFramePop and FramePop, normal and by exception', 'framepop'),
    session('Exception with catch locations, ExceptionCatch, an uncaught exception in a thread', 'exceptions'),
    session('field access and modification watches with values', 'fields'),
    session('ForceEarlyReturn of every type, and type mismatches', 'earlyreturn'),
    session('PopFrame re-executing a call', 'popframe'),
    session('breakpoints are one environment\'s capability at a time', 'twoenvs'),
], classes);
