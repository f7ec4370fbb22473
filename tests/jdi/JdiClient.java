// A debugger written on the JDK's JDI (com.sun.jdi), as IDEs are (IntelliJ IDEA, Eclipse and VS Code's
// Java debugger all use JDI or speak JDWP as it does): it attaches to the VM at 127.0.0.1:<port>,
// debugs tests/jdb/JdbTarget.java through class prepare, breakpoints, method exits with their return
// values, steps, a caught exception, a modification watchpoint and the program's end, and prints what
// it sees, one line each. node-tests/jdwp-jdi.test.mjs compares its output on HotSpot and on the
// WebAssembly VM's JDWP server.
import com.sun.jdi.*;
import com.sun.jdi.connect.AttachingConnector;
import com.sun.jdi.connect.Connector;
import com.sun.jdi.event.*;
import com.sun.jdi.request.*;
import java.util.*;
import java.util.stream.Collectors;

public class JdiClient {
    static String where(Location l) {
        return l.declaringType().name() + "." + l.method().name() + ":" + l.lineNumber() + "@" + l.codeIndex();
    }

    static String show(Value v) {
        if (v instanceof StringReference) return "\"" + ((StringReference) v).value() + "\"";
        if (v instanceof ArrayReference) return ((ArrayReference) v).getValues().toString();
        if (v instanceof ObjectReference) return "instance of " + ((ObjectReference) v).referenceType().name();
        return String.valueOf(v);
    }

    public static void main(String[] args) throws Exception {
        AttachingConnector connector = Bootstrap.virtualMachineManager().attachingConnectors().stream()
            .filter(c -> c.name().equals("com.sun.jdi.SocketAttach")).findFirst().orElseThrow();
        Map<String, Connector.Argument> arguments = connector.defaultArguments();
        arguments.get("hostname").setValue("127.0.0.1");
        arguments.get("port").setValue(args[0]);
        VirtualMachine vm = connector.attach(arguments);
        EventRequestManager erm = vm.eventRequestManager();
        ClassPrepareRequest prepare = erm.createClassPrepareRequest();
        prepare.addClassFilter("JdbTarget");
        prepare.enable();
        System.out.println("main thread: " + vm.allThreads().stream().anyMatch(t -> t.name().equals("main")));
        System.out.println("JdbTarget loaded at start: " + !vm.classesByName("JdbTarget").isEmpty());
        int steps = 0;
        for (boolean done = false; !done; ) {
            EventSet set = vm.eventQueue().remove();
            for (Event e : set) {
                if (e instanceof VMStartEvent) {
                    System.out.println("VMStart");
                } else if (e instanceof ClassPrepareEvent) {
                    ReferenceType t = ((ClassPrepareEvent) e).referenceType();
                    System.out.println("ClassPrepare " + t.name() + " source " + t.sourceName());
                    System.out.println("  fields " + t.fields().stream().map(f -> f.typeName() + " " + f.name()).collect(Collectors.toList()));
                    System.out.println("  methods " + t.methods().stream().map(m -> m.name() + m.signature()).collect(Collectors.toList()));
                    System.out.println("  lines " + t.allLineLocations().stream().map(l -> l.lineNumber() + "@" + l.codeIndex()).collect(Collectors.toList()));
                    for (int line : new int[] {11, 18}) erm.createBreakpointRequest(t.locationsOfLine(line).get(0)).enable();
                    MethodExitRequest exits = erm.createMethodExitRequest();
                    exits.addClassFilter(t);
                    exits.enable();
                    ExceptionRequest ex = erm.createExceptionRequest(null, true, false);
                    ex.addClassFilter("JdbTarget");
                    ex.enable();
                    erm.createModificationWatchpointRequest(t.fieldByName("value")).enable();
                } else if (e instanceof BreakpointEvent) {
                    BreakpointEvent b = (BreakpointEvent) e;
                    StackFrame f = b.thread().frame(0);
                    System.out.println("Breakpoint " + where(b.location()) + " frames " + b.thread().frames().stream().map(x -> where(x.location())).collect(Collectors.toList()));
                    for (LocalVariable v : f.visibleVariables()) System.out.println("  " + v.typeName() + " " + v.name() + " = " + show(f.getValue(v)));
                    ObjectReference self = f.thisObject();
                    if (self != null) {
                        for (Field fl : self.referenceType().allFields()) System.out.println("  this." + fl.name() + " = " + show(self.getValue(fl)));
                    }
                    if (b.location().lineNumber() == 18) {
                        b.request().disable();
                        StepRequest step = erm.createStepRequest(b.thread(), StepRequest.STEP_LINE, StepRequest.STEP_OVER);
                        step.addCountFilter(1);
                        step.enable();
                    }
                } else if (e instanceof StepEvent) {
                    StepEvent s = (StepEvent) e;
                    System.out.println("Step " + where(s.location()));
                    erm.deleteEventRequest(s.request());
                    if (++steps < 4) { // not out of main: HotSpot then steps into Thread.exit, which this VM does not run for main (docs/JVMTI.md)
                        StepRequest step = erm.createStepRequest(s.thread(), StepRequest.STEP_LINE, steps < 3 ? StepRequest.STEP_OVER : StepRequest.STEP_OUT);
                        step.addCountFilter(1);
                        step.enable();
                    }
                } else if (e instanceof MethodExitEvent) {
                    MethodExitEvent x = (MethodExitEvent) e;
                    System.out.println("MethodExit " + x.method().name() + " returns " + show(x.returnValue()));
                } else if (e instanceof ExceptionEvent) {
                    ExceptionEvent x = (ExceptionEvent) e;
                    System.out.println("Exception " + x.exception().referenceType().name() + " at " + where(x.location()) + " caught at " + where(x.catchLocation()));
                } else if (e instanceof ModificationWatchpointEvent) {
                    ModificationWatchpointEvent m = (ModificationWatchpointEvent) e;
                    System.out.println("Modification " + m.field().name() + " " + show(m.valueCurrent()) + " -> " + show(m.valueToBe()) + " at " + where(m.location()));
                } else if (e instanceof VMDeathEvent) {
                    System.out.println("VMDeath");
                } else if (e instanceof VMDisconnectEvent) {
                    System.out.println("VMDisconnect");
                    done = true;
                }
            }
            if (!done) set.resume();
        }
    }
}
