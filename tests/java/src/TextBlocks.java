public class TextBlocks {
    public static void main(String[] args) {
        String json = """
            {
              "name": "vitrine",
              "version": 17,
              "tags": ["jvm", "wasm"]
            }
            """;
        System.out.print(json);
        System.out.println("length " + json.length() + " lines " + json.split("\n").length);
        String noTrailingNewline = """
            one
              two
            three""";
        System.out.println("[" + noTrailingNewline.replace("\n", "\\n") + "]");
        String escapes = """
            tab:\there
            quote: \""" triple
            continued \
            on one line
            trailing spaces kept:\s\s
            unicode: \u00e9
            """;
        System.out.print(escapes.replace("\t", "<TAB>").replace(" \n", "<SP>\n"));
        String html = """
                <html>
                    <body>%s</body>
                </html>
                """.formatted("content");
        System.out.print(html);
        System.out.println("strip [" + "  \u2003 padded \t ".strip() + "] stripLeading [" + "  x  ".stripLeading() + "] stripTrailing [" + "  x  ".stripTrailing() + "]");
        System.out.println("repeat [" + "-=".repeat(10) + "] [" + "abc".repeat(1) + "]");
        try {
            "x".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("repeat(-1): " + e.getMessage());
        }
        String multi = "alpha\nbeta\r\ngamma\rdelta\n\nepsilon";
        String[] ls = multi.split("\\R", -1);
        for (int i = 0; i < ls.length; i++) System.out.print(i + ":" + ls[i] + " ");
        System.out.println();
        System.out.println("stripIndent [" + "   a\n     b\n   c".stripIndent().replace("\n", "|") + "]");
        System.out.println("indent(-2) [" + "    x\n  y\nz".indent(-2).replace("\n", "|") + "]");
        System.out.println("isBlank " + "\u2003\t\n".isBlank() + " trim vs strip on em-space " + "\u2003x\u2003".trim().length() + " " + "\u2003x\u2003".strip().length());
        String sql = """
            SELECT id, name
            FROM users
            WHERE name = '%s'
              AND age > %d
            ORDER BY id""".formatted("o'brien", 30);
        System.out.println(sql);
        System.out.println("text block equals literal " + """
            abc""".equals("abc") + " interned " + ("""
            abc""" == "abc"));
    }
}
