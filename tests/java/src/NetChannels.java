import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.AsynchronousServerSocketChannel;
import java.nio.channels.AsynchronousSocketChannel;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.CompletionHandler;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/* SocketChannel and ServerSocketChannel over the loopback interface: a blocking pair with scattering
   and gathering I/O, a non-blocking server driven by a Selector serving several clients, socket
   options through the channel API, closing a channel another thread is blocked reading, and the
   asynchronous channels. */
public class NetChannels {
    static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    public static void main(String[] args) throws Exception {
        blockingPair();
        selectorServer();
        channelOptions();
        closeWhileReading();
        asynchronous();
    }

    static void asynchronous() throws Exception {
        try (AsynchronousServerSocketChannel server = AsynchronousServerSocketChannel.open().bind(new InetSocketAddress(LOOPBACK, 0))) {
            Future<AsynchronousSocketChannel> accepted = server.accept();
            try (AsynchronousSocketChannel c = AsynchronousSocketChannel.open()) {
                c.connect(server.getLocalAddress()).get();
                try (AsynchronousSocketChannel p = accepted.get()) {
                    System.out.println("async written: " + c.write(ByteBuffer.wrap("async hello".getBytes(StandardCharsets.US_ASCII))).get());
                    ByteBuffer b = ByteBuffer.allocate(32);
                    CompletableFuture<Integer> done = new CompletableFuture<>();
                    p.read(b, null, new CompletionHandler<Integer, Void>() {
                        @Override
                        public void completed(Integer n, Void attachment) {
                            done.complete(n);
                        }

                        @Override
                        public void failed(Throwable e, Void attachment) {
                            done.completeExceptionally(e);
                        }
                    });
                    int n = done.get();
                    System.out.println("async read " + n + ": " + new String(b.array(), 0, n, StandardCharsets.US_ASCII));
                }
            }
        }
        int port;
        try (ServerSocketChannel gone = ServerSocketChannel.open().bind(new InetSocketAddress(LOOPBACK, 0))) {
            port = ((InetSocketAddress) gone.getLocalAddress()).getPort();
        }
        try (AsynchronousSocketChannel c = AsynchronousSocketChannel.open()) {
            c.connect(new InetSocketAddress(LOOPBACK, port)).get();
        } catch (ExecutionException e) {
            System.out.println("async connect to a closed port: " + e.getCause());
        }
    }

    static void blockingPair() throws Exception {
        try (ServerSocketChannel server = ServerSocketChannel.open()) {
            server.bind(new InetSocketAddress(LOOPBACK, 0));
            InetSocketAddress at = (InetSocketAddress) server.getLocalAddress();
            System.out.println("server bound to " + at.getAddress() + ", blocking " + server.isBlocking());
            Thread peer = new Thread() {
                @Override
                public void run() {
                    try (SocketChannel c = server.accept()) {
                        ByteBuffer head = ByteBuffer.allocate(4), body = ByteBuffer.allocate(12);
                        ByteBuffer[] parts = {head, body};
                        long n = 0;
                        while (n < 16) n += c.read(parts);
                        head.flip();
                        body.flip();
                        int value = head.getInt();
                        String text = StandardCharsets.US_ASCII.decode(body).toString();
                        c.write(ByteBuffer.wrap(("got " + value + " and '" + text + "'").getBytes(StandardCharsets.US_ASCII)));
                    } catch (IOException e) {
                        System.out.println("peer failed: " + e);
                    }
                }
            };
            peer.start();
            try (SocketChannel client = SocketChannel.open(at)) {
                System.out.println("connected " + client.isConnected() + ", remote is server " + client.getRemoteAddress().equals(at));
                ByteBuffer head = ByteBuffer.allocate(4).putInt(0x01020304).flip();
                ByteBuffer body = ByteBuffer.wrap("twelve bytes".getBytes(StandardCharsets.US_ASCII));
                long written = client.write(new ByteBuffer[] {head, body});
                System.out.println("gathered write: " + written);
                ByteBuffer reply = ByteBuffer.allocateDirect(100);
                while (client.read(reply) >= 0) { }
                reply.flip();
                System.out.println("reply: " + StandardCharsets.US_ASCII.decode(reply));
            }
            peer.join();
        }
    }

    static void selectorServer() throws Exception {
        final int clients = 4;
        try (Selector selector = Selector.open(); ServerSocketChannel server = ServerSocketChannel.open()) {
            server.bind(new InetSocketAddress(LOOPBACK, 0));
            server.configureBlocking(false);
            server.register(selector, SelectionKey.OP_ACCEPT);
            System.out.println("non-blocking accept with nobody waiting: " + server.accept());
            InetSocketAddress at = (InetSocketAddress) server.getLocalAddress();
            List<String> answers = Collections.synchronizedList(new ArrayList<>());
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < clients; i++) {
                final int id = i;
                Thread t = new Thread() {
                    @Override
                    public void run() {
                        try (SocketChannel c = SocketChannel.open()) {
                            c.configureBlocking(false);
                            boolean now = c.connect(at);
                            try (Selector s = Selector.open()) {
                                if (!now) {
                                    c.register(s, SelectionKey.OP_CONNECT);
                                    while (!c.finishConnect()) s.select();
                                }
                            }
                            c.configureBlocking(true);
                            c.write(ByteBuffer.wrap(("client " + id + "\n").getBytes(StandardCharsets.US_ASCII)));
                            c.shutdownOutput();
                            ByteBuffer b = ByteBuffer.allocate(64);
                            while (c.read(b) >= 0) { }
                            b.flip();
                            answers.add(StandardCharsets.US_ASCII.decode(b).toString());
                        } catch (IOException e) {
                            answers.add("client " + id + " failed: " + e);
                        }
                    }
                };
                threads.add(t);
                t.start();
            }
            int done = 0;
            long accepted = 0;
            while (done < clients) {
                selector.select();
                Iterator<SelectionKey> it = selector.selectedKeys().iterator();
                while (it.hasNext()) {
                    SelectionKey key = it.next();
                    it.remove();
                    if (key.isAcceptable()) {
                        SocketChannel c = server.accept();
                        if (c == null) continue;
                        accepted++;
                        c.configureBlocking(false);
                        c.register(selector, SelectionKey.OP_READ, ByteBuffer.allocate(64));
                    } else if (key.isReadable()) {
                        SocketChannel c = (SocketChannel) key.channel();
                        ByteBuffer b = (ByteBuffer) key.attachment();
                        if (c.read(b) < 0) { // the client's whole message is in
                            b.flip();
                            String msg = StandardCharsets.US_ASCII.decode(b).toString().trim();
                            c.write(ByteBuffer.wrap(("hello " + msg).getBytes(StandardCharsets.US_ASCII)));
                            key.cancel();
                            c.close();
                            done++;
                        }
                    }
                }
            }
            for (Thread t : threads) t.join();
            Collections.sort(answers);
            System.out.println("accepted " + accepted + ", answers " + answers);
        }
        System.out.println("selectNow on nothing: " + selectNow());
    }

    static int selectNow() throws IOException {
        try (Selector s = Selector.open()) {
            s.wakeup();
            return s.select(); // returns at once: the wakeup is pending
        }
    }

    static void channelOptions() throws Exception {
        try (ServerSocketChannel server = ServerSocketChannel.open().bind(new InetSocketAddress(LOOPBACK, 0));
             SocketChannel c = SocketChannel.open(server.getLocalAddress()); SocketChannel p = server.accept()) {
            System.out.println("supported include TCP_NODELAY " + c.supportedOptions().contains(StandardSocketOptions.TCP_NODELAY)
                    + ", SO_LINGER " + c.supportedOptions().contains(StandardSocketOptions.SO_LINGER));
            c.setOption(StandardSocketOptions.TCP_NODELAY, true);
            c.setOption(StandardSocketOptions.SO_KEEPALIVE, true);
            c.setOption(StandardSocketOptions.SO_RCVBUF, 16384);
            c.setOption(StandardSocketOptions.SO_LINGER, 3);
            System.out.println("nodelay " + c.getOption(StandardSocketOptions.TCP_NODELAY) + ", keepalive "
                    + c.getOption(StandardSocketOptions.SO_KEEPALIVE) + ", rcvbuf " + c.getOption(StandardSocketOptions.SO_RCVBUF)
                    + ", linger " + c.getOption(StandardSocketOptions.SO_LINGER)
                    + ", server reuseaddr " + server.getOption(StandardSocketOptions.SO_REUSEADDR));
            c.shutdownInput();
            ByteBuffer b = ByteBuffer.allocate(4);
            System.out.println("read after shutdownInput: " + c.read(b));
        }
        SocketChannel closed = SocketChannel.open();
        closed.close();
        try {
            closed.connect(new InetSocketAddress(LOOPBACK, 1));
        } catch (ClosedChannelException e) {
            System.out.println("connect on a closed channel: " + e);
        }
    }

    static void closeWhileReading() throws Exception {
        try (ServerSocketChannel server = ServerSocketChannel.open().bind(new InetSocketAddress(LOOPBACK, 0));
             SocketChannel c = SocketChannel.open(server.getLocalAddress()); SocketChannel p = server.accept()) {
            String[] outcome = new String[1];
            Thread reader = new Thread() {
                @Override
                public void run() {
                    try {
                        int n = c.read(ByteBuffer.allocate(10));
                        outcome[0] = "read " + n;
                    } catch (AsynchronousCloseException e) {
                        outcome[0] = "AsynchronousCloseException";
                    } catch (ClosedChannelException e) {
                        outcome[0] = "AsynchronousCloseException"; // closed before the read began
                    } catch (IOException e) {
                        outcome[0] = e.toString();
                    }
                }
            };
            reader.start();
            Thread.sleep(100);
            c.close();
            reader.join();
            System.out.println("blocked read, channel closed: " + outcome[0] + ", open " + c.isOpen());
        }
    }
}
