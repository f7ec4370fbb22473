import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.UUID;
import java.util.zip.*;

public class Encodings {
    public static void main(String[] args) throws Exception {
        UUID u = UUID.nameUUIDFromBytes("vitrine".getBytes(StandardCharsets.UTF_8));
        System.out.println("uuid " + u + " version " + u.version() + " variant " + u.variant() + " msb " + u.getMostSignificantBits() + " lsb " + u.getLeastSignificantBits());
        UUID parsed = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        System.out.println("parsed " + parsed + " version " + parsed.version() + " hash " + parsed.hashCode() + " compare " + parsed.compareTo(u) + " timestamp " + parsed.timestamp());
        System.out.println("new UUID " + new UUID(-1L, 0L) + " equals " + parsed.equals(UUID.fromString("123E4567-E89B-12D3-A456-426614174000")));
        String[] inputs = {"", "f", "fo", "foo", "foob", "fooba", "foobar", "h\u00e9llo w\u00f6rld \ud83d\ude00"};
        for (String s : inputs) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            String enc = Base64.getEncoder().encodeToString(b);
            String url = Base64.getUrlEncoder().withoutPadding().encodeToString(b);
            String back = new String(Base64.getDecoder().decode(enc), StandardCharsets.UTF_8);
            System.out.println("[" + enc + "] url [" + url + "] roundtrip " + back.equals(s));
        }
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) all[i] = (byte) i;
        String mime = Base64.getMimeEncoder().encodeToString(all);
        System.out.println("mime lines " + mime.split("\r\n").length + " first " + mime.split("\r\n")[0]);
        System.out.println("url encoder " + Base64.getUrlEncoder().encodeToString(new byte[]{(byte) 0xfb, (byte) 0xff, (byte) 0xbf}) + " std " + Base64.getEncoder().encodeToString(new byte[]{(byte) 0xfb, (byte) 0xff, (byte) 0xbf}));
        try {
            Base64.getDecoder().decode("not*base64");
        } catch (IllegalArgumentException e) {
            System.out.println("decode error: " + e.getMessage());
        }
        CRC32 crc = new CRC32();
        crc.update("The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.US_ASCII));
        System.out.println("crc32 " + Long.toHexString(crc.getValue()));
        crc.reset();
        crc.update(all);
        System.out.println("crc32 all bytes " + Long.toHexString(crc.getValue()));
        Adler32 adler = new Adler32();
        adler.update("Wikipedia".getBytes(StandardCharsets.US_ASCII));
        System.out.println("adler32 " + Long.toHexString(adler.getValue()));
        CRC32C crcc = new CRC32C();
        crcc.update("123456789".getBytes(StandardCharsets.US_ASCII));
        System.out.println("crc32c " + Long.toHexString(crcc.getValue()));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 500; i++) sb.append("repetitive text ").append(i % 10).append(' ');
        byte[] input = sb.toString().getBytes(StandardCharsets.UTF_8);
        for (int level : new int[]{Deflater.NO_COMPRESSION, Deflater.BEST_SPEED, Deflater.DEFAULT_COMPRESSION, Deflater.BEST_COMPRESSION}) {
            Deflater def = new Deflater(level);
            def.setInput(input);
            def.finish();
            byte[] buf = new byte[input.length + 100];
            int clen = def.deflate(buf);
            def.end();
            Inflater inf = new Inflater();
            inf.setInput(buf, 0, clen);
            byte[] out = new byte[input.length];
            int olen = inf.inflate(out);
            boolean fin = inf.finished();
            inf.end();
            // the exact compressed bytes depend on the zlib version, so only stored blocks (level 0)
            // print their size; the others print whether they compressed at all
            String size = level == Deflater.NO_COMPRESSION ? "compressed " + clen : "compressed smaller " + (clen < input.length / 10);
            System.out.println("level " + level + " in " + input.length + " " + size + " inflated " + olen + " finished " + fin
                + " same " + Arrays.equals(input, out));
        }
        java.io.ByteArrayOutputStream gzBytes = new java.io.ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(gzBytes)) {
            gz.write(input);
        }
        byte[] gzd = gzBytes.toByteArray();
        System.out.println("gzip magic " + Integer.toHexString(gzd[0] & 0xff) + Integer.toHexString(gzd[1] & 0xff) + " method " + gzd[2] + " os " + gzd[9]);
        try (GZIPInputStream gin = new GZIPInputStream(new java.io.ByteArrayInputStream(gzd))) {
            byte[] back = gin.readAllBytes();
            System.out.println("gunzip same " + Arrays.equals(back, input));
        }
        java.io.ByteArrayOutputStream zipBytes = new java.io.ByteArrayOutputStream();
        try (ZipOutputStream zos = new ZipOutputStream(zipBytes)) {
            ZipEntry e = new ZipEntry("dir/hello.txt");
            e.setTime(0L);
            zos.putNextEntry(e);
            zos.write("hello zip".getBytes(StandardCharsets.UTF_8));
            zos.closeEntry();
            ZipEntry e2 = new ZipEntry("second.bin");
            e2.setTime(0L);
            zos.putNextEntry(e2);
            zos.write(all);
            zos.closeEntry();
        }
        try (ZipInputStream zis = new ZipInputStream(new java.io.ByteArrayInputStream(zipBytes.toByteArray()))) {
            ZipEntry e;
            while ((e = zis.getNextEntry()) != null) {
                byte[] data = zis.readAllBytes();
                System.out.println("zip entry " + e.getName() + " bytes " + data.length + " dir " + e.isDirectory());
            }
        }
        byte[] fixed = {120, -38, 11, -53, 44, 41, -54, -52, 75, 85, -56, -52, 75, -53, 73, 44, 73, 45, 86, 40, -55, -56, 44, 86, 72, -53, -84, 72, 77, 81, 40,
            46, 41, 74, 77, -52, -43, 83, 8, -93, -110, 26, 0, -97, -45, 40, 12};
        Inflater fi = new Inflater();
        fi.setInput(fixed);
        byte[] fout = new byte[200];
        int flen = fi.inflate(fout);
        System.out.println("fixed stream: " + flen + " bytes, finished " + fi.finished() + ", adler " + Long.toHexString(fi.getAdler()) + ", totalIn " + fi.getTotalIn()
            + " [" + new String(fout, 0, flen, StandardCharsets.US_ASCII) + "]");
        fi.end();
        try {
            Inflater bad = new Inflater();
            bad.setInput(new byte[]{1, 2, 3, 4, 5});
            bad.inflate(new byte[10]);
        } catch (DataFormatException e) {
            System.out.println("DataFormatException: " + e.getMessage());
        }
        java.security.MessageDigest md5 = java.security.MessageDigest.getInstance("MD5");
        java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
        System.out.println("md5 " + hex(md5.digest("abc".getBytes(StandardCharsets.UTF_8))));
        System.out.println("sha256 " + hex(sha.digest("abc".getBytes(StandardCharsets.UTF_8))));
        System.out.println("HexFormat-free hex of 0..15: " + hex(Arrays.copyOf(all, 16)));
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(Character.forDigit((x >> 4) & 0xf, 16)).append(Character.forDigit(x & 0xf, 16));
        return sb.toString();
    }
}
