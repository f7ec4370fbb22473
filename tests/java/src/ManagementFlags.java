import java.lang.management.*;
import com.sun.management.*;
/* HotSpotDiagnosticMXBean: the VM options the VM has, their origins, and the one manageable flag set while the program runs. */
public class ManagementFlags {
    public static void main(String[] a) {
        HotSpotDiagnosticMXBean hd = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        for (String n : new String[] {"MaxJavaStackTraceDepth", "DisableExplicitGC", "ShowCodeDetailsInExceptionMessages", "MaxHeapSize", "ThreadStackSize", "ActiveProcessorCount", "ExitOnOutOfMemoryError"})
            System.out.println(hd.getVMOption(n));
        try { hd.getVMOption("NoSuchFlag"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { hd.setVMOption("MaxJavaStackTraceDepth", "5"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        hd.setVMOption("ShowCodeDetailsInExceptionMessages", "false");
        System.out.println(hd.getVMOption("ShowCodeDetailsInExceptionMessages"));
        try { Object o = null; o.hashCode(); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        hd.setVMOption("ShowCodeDetailsInExceptionMessages", "true");
        try { Object o = null; o.hashCode(); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        System.out.println(hd.getDiagnosticOptions().stream().anyMatch(o -> o.getName().equals("ShowCodeDetailsInExceptionMessages")));
    }
}
