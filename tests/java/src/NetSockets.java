import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/* java.net.Socket and ServerSocket over the loopback interface: a threaded line server with several
   clients, half-close, socket options, a read timeout, a refused connection, and closing a server
   socket that another thread is accepting on. */
public class NetSockets {
    static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    /* Answers each line of a connection with its upper-case form, "bye" ends the connection. */
    static class NetSocketsServer extends Thread {
        final ServerSocket server;
        final int clients;
        final List<String> log = new ArrayList<>();

        NetSocketsServer(ServerSocket server, int clients) {
            this.server = server;
            this.clients = clients;
        }

        @Override
        public void run() {
            try {
                for (int i = 0; i < clients; i++) {
                    try (Socket s = server.accept()) {
                        BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                        PrintWriter out = new PrintWriter(s.getOutputStream(), true, StandardCharsets.UTF_8);
                        String line;
                        int lines = 0;
                        while ((line = in.readLine()) != null && !line.equals("bye")) {
                            out.println(line.toUpperCase());
                            lines++;
                        }
                        synchronized (log) {
                            log.add("client " + i + ": " + lines + " lines, peer is loopback " + s.getInetAddress().isLoopbackAddress());
                        }
                    }
                }
            } catch (IOException e) {
                synchronized (log) {
                    log.add("server failed: " + e);
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        lineServer();
        halfClose();
        options();
        readTimeout();
        refused();
        errors();
        closeWhileAccepting();
    }

    static void lineServer() throws Exception {
        try (ServerSocket ss = new ServerSocket(0, 50, LOOPBACK)) {
            System.out.println("bound: " + ss.isBound() + ", port > 0: " + (ss.getLocalPort() > 0) + ", address " + ss.getInetAddress());
            NetSocketsServer server = new NetSocketsServer(ss, 3);
            server.start();
            for (int c = 0; c < 3; c++) {
                try (Socket s = new Socket(LOOPBACK, ss.getLocalPort())) {
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                    PrintWriter out = new PrintWriter(s.getOutputStream(), true, StandardCharsets.UTF_8);
                    StringBuilder answers = new StringBuilder();
                    for (int i = 0; i <= c; i++) {
                        out.println("line " + i + " of client " + c + " é");
                        answers.append(in.readLine()).append("; ");
                    }
                    out.println("bye");
                    System.out.println("client " + c + " got: " + answers);
                    System.out.println("  connected " + s.isConnected() + ", remote port matches " + (s.getPort() == ss.getLocalPort())
                            + ", local address " + s.getLocalAddress() + ", remote " + s.getInetAddress()
                            + ", end of stream after bye: " + (in.readLine() == null));
                }
            }
            server.join();
            server.log.forEach(System.out::println);
        }
    }

    static void halfClose() throws Exception {
        try (ServerSocket ss = new ServerSocket()) {
            ss.bind(new InetSocketAddress(LOOPBACK, 0));
            Thread echo = new Thread() {
                @Override
                public void run() {
                    try (Socket s = ss.accept()) {
                        byte[] all = s.getInputStream().readAllBytes(); // until the client shuts its output
                        OutputStream out = s.getOutputStream();
                        out.write(("received " + all.length + " bytes, sum " + sum(all)).getBytes(StandardCharsets.US_ASCII));
                    } catch (IOException e) {
                        System.out.println("echo failed: " + e);
                    }
                }
            };
            echo.start();
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress(LOOPBACK, ss.getLocalPort()));
                byte[] data = new byte[100_000];
                for (int i = 0; i < data.length; i++) data[i] = (byte) (i * 31);
                s.getOutputStream().write(data);
                s.shutdownOutput();
                System.out.println("output shut down: " + s.isOutputShutdown() + ", input: " + s.isInputShutdown());
                InputStream in = s.getInputStream();
                System.out.println("reply: " + new String(in.readAllBytes(), StandardCharsets.US_ASCII) + " (sent sum " + sum(data) + ")");
                System.out.println("read after end: " + in.read());
                try {
                    s.getOutputStream().write(1);
                } catch (SocketException e) {
                    System.out.println("write after shutdown: " + e);
                }
            }
            echo.join();
        }
    }

    static long sum(byte[] b) {
        long s = 0;
        for (byte x : b) s += x & 0xff;
        return s;
    }

    static void options() throws Exception {
        try (ServerSocket ss = new ServerSocket(0, 50, LOOPBACK); Socket s = new Socket(LOOPBACK, ss.getLocalPort());
             Socket peer = ss.accept()) {
            System.out.println("defaults: nodelay " + s.getTcpNoDelay() + ", keepalive " + s.getKeepAlive() + ", linger "
                    + s.getSoLinger() + ", timeout " + s.getSoTimeout() + ", oobinline " + s.getOOBInline()
                    + ", server reuseaddr " + ss.getReuseAddress());
            s.setTcpNoDelay(true);
            s.setKeepAlive(true);
            s.setSoLinger(true, 7);
            s.setSoTimeout(1234);
            s.setReceiveBufferSize(65536);
            s.setSendBufferSize(32768);
            s.setOOBInline(true);
            System.out.println("set: nodelay " + s.getTcpNoDelay() + ", keepalive " + s.getKeepAlive() + ", linger "
                    + s.getSoLinger() + ", timeout " + s.getSoTimeout() + ", rcvbuf " + s.getReceiveBufferSize()
                    + ", sndbuf " + s.getSendBufferSize() + ", oobinline " + s.getOOBInline());
            s.setSoLinger(false, 0);
            System.out.println("linger off: " + s.getSoLinger());
            try {
                s.setSoTimeout(-1);
            } catch (IllegalArgumentException e) {
                System.out.println("negative timeout: " + e.getMessage());
            }
            peer.getOutputStream().write(new byte[] {1, 2, 3});
            peer.getOutputStream().flush();
            InputStream in = s.getInputStream();
            System.out.println("first byte " + in.read() + ", then available " + waitAvailable(in, 2));
        }
    }

    static int waitAvailable(InputStream in, int n) throws Exception {
        while (in.available() < n) Thread.sleep(1);
        return in.available();
    }

    static void readTimeout() throws Exception {
        try (ServerSocket ss = new ServerSocket(0, 50, LOOPBACK); Socket s = new Socket(LOOPBACK, ss.getLocalPort());
             Socket peer = ss.accept()) {
            s.setSoTimeout(50);
            try {
                s.getInputStream().read();
                System.out.println("read something?!");
            } catch (SocketTimeoutException e) {
                System.out.println("timeout: " + e);
            }
            peer.getOutputStream().write(42);
            System.out.println("after the timeout the socket still works: " + s.getInputStream().read());
            peer.close();
            System.out.println("peer closed: " + s.getInputStream().read());
        }
    }

    static void refused() throws Exception {
        int port;
        try (ServerSocket ss = new ServerSocket(0, 50, LOOPBACK)) {
            port = ss.getLocalPort();
        }
        try (Socket s = new Socket(LOOPBACK, port)) {
            System.out.println("connected?!");
        } catch (ConnectException e) {
            System.out.println("closed port: " + e);
        }
        try (ServerSocket a = new ServerSocket(0, 50, LOOPBACK); ServerSocket b = new ServerSocket()) {
            b.bind(new InetSocketAddress(LOOPBACK, a.getLocalPort()));
            System.out.println("bound twice?!");
        } catch (java.net.BindException e) {
            System.out.println("port in use: " + e);
        }
        Socket closed = new Socket();
        closed.close();
        try {
            closed.connect(new InetSocketAddress(LOOPBACK, port));
        } catch (SocketException e) {
            System.out.println("closed socket: " + e);
        }
    }

    static void errors() throws Exception {
        int port;
        try (ServerSocket ss = new ServerSocket(0, 50, LOOPBACK)) {
            port = ss.getLocalPort();
        }
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(LOOPBACK, port), 5000);
        } catch (IOException e) {
            System.out.println("timed connect to a closed port: " + e);
        }
        try (ServerSocket ss = new ServerSocket(0, 50, LOOPBACK); Socket c = new Socket(LOOPBACK, ss.getLocalPort());
             Socket p = ss.accept()) {
            p.setSoLinger(true, 0); // close with a reset
            p.close();
            for (int i = 0; i < 2; i++) {
                try {
                    c.getInputStream().read();
                } catch (SocketException e) {
                    System.out.println("read after a reset: " + e);
                }
            }
        }
        try (ServerSocket ss = new ServerSocket(0, 50, LOOPBACK)) {
            ss.setSoTimeout(20);
            ss.accept();
        } catch (SocketTimeoutException e) {
            System.out.println("nobody to accept: " + e);
        }
        try (ServerSocket ss = new ServerSocket()) {
            ss.bind(new InetSocketAddress(InetAddress.getByName("203.0.113.7"), 0)); // TEST-NET-3: not this host's
        } catch (java.net.BindException e) {
            System.out.println("foreign address: " + e);
        }
    }

    static void closeWhileAccepting() throws Exception {
        ServerSocket ss = new ServerSocket(0, 50, LOOPBACK);
        String[] outcome = new String[1];
        Thread acceptor = new Thread() {
            @Override
            public void run() {
                try {
                    ss.accept();
                    outcome[0] = "accepted?!";
                } catch (SocketException e) {
                    outcome[0] = e.getClass().getName(); // "Socket closed", or "Socket is closed" if closed first
                } catch (IOException e) {
                    outcome[0] = e.toString();
                }
            }
        };
        acceptor.start();
        Thread.sleep(100);
        ss.close();
        acceptor.join();
        System.out.println("accept on a closed server socket: " + outcome[0] + ", closed " + ss.isClosed());
    }
}
