import java.io.*;
import java.util.Arrays;

public class DataStreams {
    static class Pt implements Serializable {
        private static final long serialVersionUID = 1L;
        int x;
        String label;
        transient int cache = 99;
        int[] extra;

        Pt(int x, String label) {
            this.x = x;
            this.label = label;
            this.extra = new int[]{x, x * 2};
        }

        public String toString() { return "Pt(" + x + "," + label + ",cache=" + cache + ",extra=" + Arrays.toString(extra) + ")"; }
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bos)) {
            out.writeBoolean(true);
            out.writeByte(-1);
            out.writeShort(0x1234);
            out.writeChar('\u00e9');
            out.writeInt(Integer.MIN_VALUE);
            out.writeLong(0x0102030405060708L);
            out.writeFloat(1.5f);
            out.writeDouble(-0.0);
            out.writeUTF("h\u00e9llo \u4e2d \u0000");
            out.writeBytes("AB");
            out.writeChars("CD");
            System.out.println("size " + out.size());
        }
        byte[] bytes = bos.toByteArray();
        StringBuilder hex = new StringBuilder();
        for (byte b : bytes) hex.append(String.format("%02x", b));
        System.out.println("bytes " + hex);
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
            System.out.println(in.readBoolean() + " " + in.readByte() + " " + Integer.toHexString(in.readShort()) + " " + in.readChar() + " " + in.readInt() + " "
                + Long.toHexString(in.readLong()) + " " + in.readFloat() + " " + in.readDouble() + " [" + in.readUTF().replace("\u0000", "NUL") + "] "
                + (char) in.readByte() + (char) in.readByte() + in.readChar() + in.readChar());
            try {
                in.readInt();
            } catch (EOFException e) {
                System.out.println("EOF as expected");
            }
        }
        ByteArrayInputStream bin = new ByteArrayInputStream("0123456789".getBytes("US-ASCII"));
        bin.skip(3);
        bin.mark(0);
        byte[] two = new byte[2];
        bin.read(two);
        bin.reset();
        System.out.println("mark/reset " + new String(two, "US-ASCII") + " next " + (char) bin.read() + " available " + bin.available());
        PushbackInputStream pb = new PushbackInputStream(new ByteArrayInputStream(new byte[]{1, 2, 3}), 2);
        int first = pb.read();
        pb.unread(first);
        pb.unread(9);
        System.out.println("pushback " + pb.read() + " " + pb.read() + " " + pb.read());
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.printf(java.util.Locale.ROOT, "%s|%5.2f|%n", "pw", 2.0);
        pw.print('c');
        pw.print(1L);
        pw.flush();
        System.out.println("PrintWriter [" + sw.toString().replace(System.lineSeparator(), "\\n") + "]");
        LineNumberReader lnr = new LineNumberReader(new StringReader("a\nb\r\nc\rd"));
        String l;
        while ((l = lnr.readLine()) != null) System.out.print(lnr.getLineNumber() + ":" + l + " ");
        System.out.println();
        CharArrayWriter caw = new CharArrayWriter();
        caw.write("chars");
        caw.append('!').append("??", 0, 1);
        System.out.println("CharArrayWriter " + caw + " " + caw.size());
        StreamTokenizer st = new StreamTokenizer(new StringReader("x = 42 + y * 3.5; // comment\n'str'"));
        st.slashSlashComments(true);
        StringBuilder toks = new StringBuilder();
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            if (st.ttype == StreamTokenizer.TT_NUMBER) toks.append("N:").append(st.nval);
            else if (st.ttype == StreamTokenizer.TT_WORD) toks.append("W:").append(st.sval);
            else if (st.ttype == '\'') toks.append("Q:").append(st.sval);
            else toks.append("C:").append((char) st.ttype);
            toks.append(' ');
        }
        System.out.println("tokens " + toks.toString().trim());
        ByteArrayOutputStream objBytes = new ByteArrayOutputStream();
        try (ObjectOutputStream oos = new ObjectOutputStream(objBytes)) {
            oos.writeObject(new Pt(7, "seven"));
            oos.writeObject(new java.util.ArrayList<>(java.util.List.of("a", "b")));
            oos.writeInt(12345);
            oos.writeObject(new int[][]{{1, 2}, {3}});
        }
        System.out.println("serialized length " + objBytes.size());
        try (ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(objBytes.toByteArray()))) {
            Pt p = (Pt) ois.readObject();
            Object list = ois.readObject();
            int i = ois.readInt();
            int[][] arr = (int[][]) ois.readObject();
            System.out.println("deserialized " + p + " " + list + " " + list.getClass().getSimpleName() + " " + i + " " + Arrays.deepToString(arr));
        }
        SequenceInputStream seq = new SequenceInputStream(new ByteArrayInputStream("ab".getBytes()), new ByteArrayInputStream("cd".getBytes()));
        System.out.println("sequence " + new String(seq.readAllBytes()));
        InputStream limited = new ByteArrayInputStream(new byte[100]);
        System.out.println("readNBytes " + limited.readNBytes(30).length + " transferTo " + limited.transferTo(OutputStream.nullOutputStream()));
        BufferedInputStream bis = new BufferedInputStream(new ByteArrayInputStream("buffered!".getBytes()), 4);
        byte[] all = bis.readAllBytes();
        System.out.println("BufferedInputStream " + new String(all));
    }
}
