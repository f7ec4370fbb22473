/* Defined by the JVMTI query test from bytes with a SourceDebugExtension attribute added (javac writes
   none): QueryExpectations writes them. */
public class QuerySde {
    static String hello() {
        return "sde";
    }
}
