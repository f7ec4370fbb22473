// Writes the three bytes of a euro sign in two writes with a sleep between (so the host flushes
// between them: a slice ends while the thread sleeps), to check the host decodes it whole.
public class Split {
    public static void main(String[] args) throws Exception {
        System.out.write(new byte[] { 'a', (byte) 0xE2 });
        System.out.flush();
        Thread.sleep(200);
        System.out.write(new byte[] { (byte) 0x82, (byte) 0xAC, '\n' });
        System.out.flush();
    }
}
