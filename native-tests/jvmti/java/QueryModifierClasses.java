/* The classes whose modifiers the JVMTI query tests compare with HotSpot's (arrays and primitives
   among them), shared by QueryExpectations and QueryDump. */
final class QueryModifierClasses {
    static final String[] NAMES = {
        "int", "[I", "[[J", "[LQueryTarget$Square;", "[LQueryTarget$Shape;", "[Ljava/lang/String;",
        "QueryTarget$Inner", "QueryShape",
    };

    private QueryModifierClasses() {}
}
