import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.StandardProtocolFamily;
import java.nio.channels.DatagramChannel;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;

/* What a program sees of the network where the VM has none (the WebAssembly builds): addresses that
   need no network work, every socket and interface query fails with an exception naming the reason,
   and the program goes on. Each step prints its result or its exception. */
public class NetUnavailable {
    interface Step {
        Object run() throws Exception;
    }

    static void step(String what, Step s) {
        try {
            System.out.println(what + ": " + s.run());
        } catch (Throwable e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) {
        step("loopback", InetAddress::getLoopbackAddress);
        step("literal", () -> InetAddress.getByName("10.1.2.3"));
        step("localhost", () -> InetAddress.getByName("localhost"));
        step("unknown host", () -> InetAddress.getByName("nonexistent.invalid"));
        step("server socket", () -> new ServerSocket(0));
        step("socket", () -> new Socket(InetAddress.getLoopbackAddress(), 80));
        step("socket channel", SocketChannel::open);
        step("selector", Selector::open);
        step("datagram socket", DatagramSocket::new);
        step("datagram channel", DatagramChannel::open);
        step("unix domain socket", () -> SocketChannel.open(StandardProtocolFamily.UNIX));
        step("interfaces", NetworkInterface::getNetworkInterfaces);
        step("still running", () -> "yes");
    }
}
