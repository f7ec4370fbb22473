import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channel;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;

// System.inheritedChannel() with the standard input the test gives the process (args[0]: the port of
// the test's server, or of the listening socket it passes): null for a file or a pipe; for a
// connected socket (TCP, or UNIX domain) a SocketChannel that reads a line and answers it; for a
// listening socket a
// ServerSocketChannel that accepts one connection and answers it. Closing the channel detaches the
// standard streams: what is printed afterwards goes nowhere.
public class InheritedChannelProbe {
    static String readLine(SocketChannel s) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(256);
        while (b.position() == 0 || b.get(b.position() - 1) != '\n')
            if (s.read(b) < 0) break;
        return new String(b.array(), 0, b.position(), StandardCharsets.UTF_8).trim();
    }

    static void answer(SocketChannel s) throws IOException {
        System.out.println("received: " + readLine(s));
        s.write(ByteBuffer.wrap("pong\n".getBytes(StandardCharsets.UTF_8)));
    }

    public static void main(String[] args) throws IOException {
        int port = args.length > 0 ? Integer.parseInt(args[0]) : -1;
        Channel c = System.inheritedChannel();
        if (c == null) {
            System.out.println("inherited channel: null");
            System.out.println("null again: " + (System.inheritedChannel() == null));
            return;
        }
        System.out.println("the same channel again: " + (System.inheritedChannel() == c));
        if (c instanceof SocketChannel s) {
            String where;
            if (s.getRemoteAddress() instanceof InetSocketAddress peer)
                where = "peer " + peer.getAddress().getHostAddress() + ", peer port is the server's " + (peer.getPort() == port);
            else
                where = "UNIX domain peer \"" + s.getRemoteAddress() + "\"";
            System.out.println("socket channel: connected " + s.isConnected() + ", blocking " + s.isBlocking() + ", " + where);
            answer(s);
        } else if (c instanceof ServerSocketChannel ss) {
            InetSocketAddress local = (InetSocketAddress) ss.getLocalAddress();
            System.out.println("server socket channel: local port is the one passed " + (local.getPort() == port));
            try (SocketChannel a = ss.accept()) {
                answer(a);
            }
        } else {
            System.out.println("channel: " + c.getClass().getName());
        }
        System.out.println("closing");
        c.close();
        System.out.println("after close (not seen: the standard streams are detached)");
        System.err.println("after close on stderr (not seen either)");
    }
}
