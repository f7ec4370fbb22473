import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/* UNIX domain socket channels (StandardProtocolFamily.UNIX) on a path in the working directory: bind,
   connect, accept, an exchange both ways with end of stream, the addresses each side sees, and the
   errors of a path in use and of a path nobody listens on. */
public class NetUnixSockets {
    public static void main(String[] args) throws Exception {
        Path path = Path.of("unix-socket");
        UnixDomainSocketAddress address = UnixDomainSocketAddress.of(path);
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(address);
            System.out.println("bound to " + server.getLocalAddress() + ", socket file exists " + Files.exists(path));
            String[] seen = new String[1];
            Thread peer = new Thread() {
                @Override
                public void run() {
                    try (SocketChannel c = server.accept()) {
                        seen[0] = "accepted, peer address '" + c.getRemoteAddress() + "', local " + c.getLocalAddress();
                        ByteBuffer b = ByteBuffer.allocate(64);
                        while (c.read(b) >= 0) { }
                        b.flip();
                        String got = StandardCharsets.UTF_8.decode(b).toString();
                        c.write(ByteBuffer.wrap(("echo: " + got).getBytes(StandardCharsets.UTF_8)));
                    } catch (IOException e) {
                        seen[0] = "peer failed: " + e;
                    }
                }
            };
            peer.start();
            try (SocketChannel client = SocketChannel.open(address)) {
                System.out.println("connected " + client.isConnected() + ", remote " + client.getRemoteAddress());
                client.write(ByteBuffer.wrap("über unix".getBytes(StandardCharsets.UTF_8)));
                client.shutdownOutput();
                ByteBuffer b = ByteBuffer.allocate(64);
                while (client.read(b) >= 0) { }
                b.flip();
                peer.join();
                System.out.println(seen[0]);
                System.out.println("client got '" + StandardCharsets.UTF_8.decode(b) + "'");
            }
            try (ServerSocketChannel second = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
                second.bind(address);
                System.out.println("bound twice?!");
            } catch (IOException e) {
                System.out.println("path in use: " + e);
            }
        } finally {
            Files.deleteIfExists(path);
        }
        try (SocketChannel c = SocketChannel.open(UnixDomainSocketAddress.of("no-listener"))) {
            System.out.println("connected?!");
        } catch (IOException e) {
            System.out.println("nobody listening: " + e);
        }
    }
}
