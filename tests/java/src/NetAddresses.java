import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InterfaceAddress;
import java.net.NetworkInterface;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/* InetAddress and NetworkInterface facts that hold on any Linux host: the loopback address and
   interface, literal parsing, name lookups of localhost and of a name that cannot exist. */
public class NetAddresses {
    public static void main(String[] args) throws Exception {
        InetAddress lb = InetAddress.getLoopbackAddress();
        System.out.println("loopback: " + lb + " " + lb.getClass().getSimpleName() + " loopback=" + lb.isLoopbackAddress());

        InetAddress a = InetAddress.getByName("127.0.0.1");
        System.out.println("127.0.0.1: " + a + " equals loopback " + a.equals(lb) + " bytes " + Arrays.toString(a.getAddress()));
        System.out.println("host address " + a.getHostAddress() + ", any local " + a.isAnyLocalAddress()
                + ", multicast " + a.isMulticastAddress() + ", link local " + a.isLinkLocalAddress());

        InetAddress v6 = InetAddress.getByName("::1");
        System.out.println("::1: " + v6 + " " + v6.getClass().getSimpleName() + " loopback=" + v6.isLoopbackAddress());
        InetAddress bracketed = InetAddress.getByName("[fe80::1]");
        System.out.println("[fe80::1]: " + bracketed + " link local " + bracketed.isLinkLocalAddress());
        InetAddress mapped = InetAddress.getByName("::ffff:10.1.2.3");
        System.out.println("::ffff:10.1.2.3 -> " + mapped + " " + mapped.getClass().getSimpleName());
        System.out.println("0.0.0.0 any local: " + InetAddress.getByName("0.0.0.0").isAnyLocalAddress());
        System.out.println("224.0.0.1 multicast: " + InetAddress.getByName("224.0.0.1").isMulticastAddress());

        InetAddress named = InetAddress.getByAddress("example.test", new byte[] {10, 0, 0, 7});
        System.out.println("by address: " + named + " name " + named.getHostName());
        try {
            InetAddress.getByAddress(new byte[] {1, 2, 3});
        } catch (UnknownHostException e) {
            System.out.println("3 bytes: " + e);
        }
        try {
            InetAddress.getByName("[::1");
        } catch (UnknownHostException e) {
            System.out.println("unclosed bracket: " + e);
        }

        InetAddress local = InetAddress.getByName("localhost");
        System.out.println("localhost: " + local + " loopback " + local.isLoopbackAddress());
        InetAddress[] all = InetAddress.getAllByName("localhost");
        System.out.println("all localhost addresses loopback: " + Arrays.stream(all).allMatch(InetAddress::isLoopbackAddress)
                + ", first is IPv4: " + (all[0] instanceof Inet4Address));

        try {
            InetAddress.getByName("nonexistent.invalid");
            System.out.println("resolved?!");
        } catch (UnknownHostException e) {
            String m = e.getMessage();
            int colon = m.indexOf(": ");
            System.out.println("unknown host: " + e.getClass().getName() + " for " + m.substring(0, colon)
                    + ", a resolver failure: " + List.of("Name or service not known", "Temporary failure in name resolution",
                            "No address associated with hostname").contains(m.substring(colon + 2)));
        }
        try { // now from the negative cache: the name alone
            InetAddress.getByName("nonexistent.invalid");
        } catch (UnknownHostException e) {
            System.out.println("again: " + e);
        }

        NetworkInterface lo = NetworkInterface.getByName("lo");
        System.out.println("lo: name " + lo.getName() + ", display " + lo.getDisplayName() + ", loopback " + lo.isLoopback()
                + ", up " + lo.isUp() + ", p2p " + lo.isPointToPoint() + ", virtual " + lo.isVirtual()
                + ", mac " + lo.getHardwareAddress() + ", parent " + lo.getParent() + ", index > 0 " + (lo.getIndex() > 0)
                + ", mtu > 0 " + (lo.getMTU() > 0));
        System.out.println("lo has 127.0.0.1: " + Collections.list(lo.getInetAddresses()).contains(lb));
        for (InterfaceAddress ia : lo.getInterfaceAddresses()) {
            if (ia.getAddress() instanceof Inet4Address)
                System.out.println("lo IPv4 binding: " + ia.getAddress() + "/" + ia.getNetworkPrefixLength());
        }
        System.out.println("by address 127.0.0.1: " + NetworkInterface.getByInetAddress(lb).getName());
        System.out.println("by index: " + NetworkInterface.getByIndex(lo.getIndex()).getName());
        System.out.println("equal lookups: " + lo.equals(NetworkInterface.getByIndex(lo.getIndex())));
        System.out.println("no such interface: " + NetworkInterface.getByName("nosuchif0"));
        System.out.println("listed: " + Collections.list(NetworkInterface.getNetworkInterfaces()).contains(lo));
        System.out.println("10.255.255.254 bound here: " + NetworkInterface.getByInetAddress(InetAddress.getByName("10.255.255.254")));
    }
}
