import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/* A local HTTP server (jdk.httpserver) and its clients over the loopback interface, as a test suite
   of a web application would use them: java.net.http.HttpClient (non-blocking channels and a Selector
   underneath) and HttpURLConnection (java.net.Socket). */
public class NetHttp {
    public static void main(String[] args) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/echo", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            byte[] answer = (exchange.getRequestMethod() + " " + exchange.getRequestURI().getPath() + " [" + body + "]")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("X-Echo", "yes");
            exchange.sendResponseHeaders(200, answer.length);
            try (var out = exchange.getResponseBody()) {
                out.write(answer);
            }
        });
        server.createContext("/large", exchange -> {
            exchange.sendResponseHeaders(200, 0); // chunked
            try (var out = exchange.getResponseBody()) {
                for (int i = 0; i < 1000; i++) out.write(("line " + i + "\n").getBytes(StandardCharsets.US_ASCII));
            }
        });
        server.start();
        String base = "http://127.0.0.1:" + server.getAddress().getPort();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(base + "/echo/get")).build(),
                HttpResponse.BodyHandlers.ofString());
        System.out.println("GET: " + r.statusCode() + " " + r.body() + ", X-Echo " + r.headers().firstValue("x-echo").orElse("-")
                + ", " + r.version());
        r = client.send(HttpRequest.newBuilder(URI.create(base + "/echo/post"))
                .POST(HttpRequest.BodyPublishers.ofString("some data é")).build(), HttpResponse.BodyHandlers.ofString());
        System.out.println("POST: " + r.statusCode() + " " + r.body());
        r = client.send(HttpRequest.newBuilder(URI.create(base + "/nothing")).build(), HttpResponse.BodyHandlers.ofString());
        System.out.println("missing: " + r.statusCode() + " " + r.body());
        HttpResponse<String> large = client.sendAsync(HttpRequest.newBuilder(URI.create(base + "/large")).build(),
                HttpResponse.BodyHandlers.ofString()).get();
        System.out.println("large (async): " + large.statusCode() + ", " + large.body().lines().count() + " lines, last "
                + large.body().lines().reduce((a, b) -> b).orElse("-"));

        HttpURLConnection c = (HttpURLConnection) new URL(base + "/echo/url").openConnection();
        c.setRequestMethod("PUT");
        c.setDoOutput(true);
        c.getOutputStream().write("put body".getBytes(StandardCharsets.UTF_8));
        try (InputStream in = c.getInputStream()) {
            System.out.println("HttpURLConnection: " + c.getResponseCode() + " " + new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        c = (HttpURLConnection) new URL(base + "/nothing").openConnection();
        try {
            c.getInputStream();
        } catch (IOException e) {
            System.out.println("HttpURLConnection 404: " + e.getClass().getName() + ", code " + c.getResponseCode());
        }

        server.stop(0);
        try {
            client.send(HttpRequest.newBuilder(URI.create(base + "/echo/again")).build(), HttpResponse.BodyHandlers.ofString());
            System.out.println("answered after stop?!");
        } catch (IOException e) {
            // refused, or a pooled connection found closed: which one depends on timing
            System.out.println("after stop: no answer");
        }
    }
}
