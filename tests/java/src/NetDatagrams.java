import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.PortUnreachableException;
import java.net.SocketTimeoutException;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.charset.StandardCharsets;

/* UDP over the loopback interface: DatagramSocket packets both ways with a receive timeout,
   DatagramChannel unconnected and connected (read, write, a closed port's PortUnreachableException,
   non-blocking receive), and datagram socket options. */
public class NetDatagrams {
    static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    public static void main(String[] args) throws Exception {
        sockets();
        channels();
        options();
    }

    static String text(DatagramPacket p) {
        return new String(p.getData(), p.getOffset(), p.getLength(), StandardCharsets.UTF_8);
    }

    static void sockets() throws Exception {
        try (DatagramSocket a = new DatagramSocket(new InetSocketAddress(LOOPBACK, 0));
             DatagramSocket b = new DatagramSocket(new InetSocketAddress(LOOPBACK, 0))) {
            byte[] msg = "ping é".getBytes(StandardCharsets.UTF_8);
            a.send(new DatagramPacket(msg, msg.length, b.getLocalSocketAddress()));
            DatagramPacket p = new DatagramPacket(new byte[100], 100);
            b.receive(p);
            System.out.println("b got '" + text(p) + "' (" + p.getLength() + " bytes) from a: " + p.getSocketAddress().equals(a.getLocalSocketAddress()));
            byte[] reply = "pong".getBytes(StandardCharsets.UTF_8);
            b.send(new DatagramPacket(reply, reply.length, p.getSocketAddress()));
            DatagramPacket q = new DatagramPacket(new byte[2], 2); // shorter than the datagram: cut
            a.receive(q);
            System.out.println("a got '" + text(q) + "' (cut to " + q.getLength() + ")");
            a.setSoTimeout(50);
            try {
                a.receive(q);
                System.out.println("received?!");
            } catch (SocketTimeoutException e) {
                System.out.println("nothing more: " + e);
            }
            System.out.println("bound " + a.isBound() + ", connected " + a.isConnected() + ", address " + a.getLocalAddress());
        }
    }

    static void channels() throws Exception {
        try (DatagramChannel server = DatagramChannel.open().bind(new InetSocketAddress(LOOPBACK, 0));
             DatagramChannel client = DatagramChannel.open()) {
            client.send(ByteBuffer.wrap(new byte[] {1, 2, 3, 4, 5}), server.getLocalAddress());
            ByteBuffer in = ByteBuffer.allocate(16);
            InetSocketAddress from = (InetSocketAddress) server.receive(in);
            System.out.println("server received " + in.position() + " bytes from loopback " + from.getAddress().isLoopbackAddress()
                    + ", port matches " + (from.getPort() == ((InetSocketAddress) client.getLocalAddress()).getPort()));
            client.connect(server.getLocalAddress());
            System.out.println("client connected " + client.isConnected() + ", remote is server " + client.getRemoteAddress().equals(server.getLocalAddress()));
            client.write(ByteBuffer.wrap("connected write".getBytes(StandardCharsets.US_ASCII)));
            in.clear();
            server.receive(in);
            in.flip();
            System.out.println("server received '" + StandardCharsets.US_ASCII.decode(in) + "'");
            server.send(ByteBuffer.wrap("answer".getBytes(StandardCharsets.US_ASCII)), from);
            ByteBuffer r = ByteBuffer.allocateDirect(16);
            int n = client.read(r);
            r.flip();
            System.out.println("client read " + n + ": '" + StandardCharsets.US_ASCII.decode(r) + "'");
            server.configureBlocking(false);
            System.out.println("non-blocking receive with nothing there: " + server.receive(ByteBuffer.allocate(4)));
            client.disconnect();
            System.out.println("after disconnect: connected " + client.isConnected());
        }
        int closedPort;
        try (DatagramChannel gone = DatagramChannel.open().bind(new InetSocketAddress(LOOPBACK, 0))) {
            closedPort = ((InetSocketAddress) gone.getLocalAddress()).getPort();
        }
        try (DatagramChannel c = DatagramChannel.open()) {
            c.connect(new InetSocketAddress(LOOPBACK, closedPort));
            c.write(ByteBuffer.wrap(new byte[] {9}));
            try {
                c.read(ByteBuffer.allocate(4));
                System.out.println("read from a closed port?!");
            } catch (PortUnreachableException e) {
                System.out.println("closed port: " + e);
            }
        }
    }

    static void options() throws IOException {
        try (DatagramChannel c = DatagramChannel.open()) {
            System.out.println("defaults: broadcast " + c.getOption(StandardSocketOptions.SO_BROADCAST)
                    + ", multicast ttl " + c.getOption(StandardSocketOptions.IP_MULTICAST_TTL)
                    + ", multicast loop " + c.getOption(StandardSocketOptions.IP_MULTICAST_LOOP));
            c.setOption(StandardSocketOptions.SO_BROADCAST, true);
            c.setOption(StandardSocketOptions.IP_MULTICAST_TTL, 5);
            c.setOption(StandardSocketOptions.IP_MULTICAST_LOOP, false);
            c.setOption(StandardSocketOptions.SO_SNDBUF, 20000);
            System.out.println("set: broadcast " + c.getOption(StandardSocketOptions.SO_BROADCAST)
                    + ", multicast ttl " + c.getOption(StandardSocketOptions.IP_MULTICAST_TTL)
                    + ", multicast loop " + c.getOption(StandardSocketOptions.IP_MULTICAST_LOOP)
                    + ", sndbuf " + c.getOption(StandardSocketOptions.SO_SNDBUF));
        }
    }
}
