// Json.java: the JSON the compile server's protocol needs (the JDK has no JSON library): a reader
// of one JSON text into maps, lists, strings, numbers, booleans and null, and a writer of the same
// (plus byte arrays, written as base64 strings) that always produces a single line.

import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

final class Json {
    private Json() {}

    /** A JSON text that cannot be read; the message says what and where. */
    static final class SyntaxError extends Exception {
        private static final long serialVersionUID = 1L;

        SyntaxError(String message, int position) {
            super(message + " at character " + position);
        }
    }

    /** Reads one JSON text: Map (insertion order kept), List, String, Double, Boolean or null. */
    static Object parse(String text) throws SyntaxError {
        Reader reader = new Reader(text);
        reader.skipSpace();
        Object value = reader.value(0);
        reader.skipSpace();
        if (reader.pos != text.length()) throw new SyntaxError("unexpected text after the JSON value", reader.pos);
        return value;
    }

    /** The value as one line of JSON. */
    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            quote(s, out);
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
            out.append(value);
        } else if (value instanceof Number n) {
            double d = n.doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) out.append("null");
            else if (d == Math.rint(d) && Math.abs(d) < 1e15) out.append((long) d);
            else out.append(d);
        } else if (value instanceof byte[] bytes) {
            out.append('"').append(Base64.getEncoder().encodeToString(bytes)).append('"');
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (!first) out.append(',');
                first = false;
                quote(String.valueOf(e.getKey()), out);
                out.append(':');
                write(e.getValue(), out);
            }
            out.append('}');
        } else if (value instanceof Iterable<?> list) {
            out.append('[');
            boolean first = true;
            for (Object item : list) {
                if (!first) out.append(',');
                first = false;
                write(item, out);
            }
            out.append(']');
        } else {
            quote(value.toString(), out);
        }
    }

    private static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    // Control characters and the two JavaScript line separators are escaped so that an
                    // answer is always exactly one line for any line splitter.
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
                }
            }
        }
        out.append('"');
    }

    private static final class Reader {
        // Deep nesting is refused rather than overflowing the Java stack on hostile input.
        private static final int MAX_DEPTH = 200;
        private final String text;
        private int pos;

        Reader(String text) {
            this.text = text;
        }

        void skipSpace() {
            while (pos < text.length()) {
                char c = text.charAt(pos);
                if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
                pos++;
            }
        }

        Object value(int depth) throws SyntaxError {
            if (depth > MAX_DEPTH) throw new SyntaxError("JSON nested too deeply", pos);
            if (pos >= text.length()) throw new SyntaxError("unexpected end of the JSON text", pos);
            char c = text.charAt(pos);
            switch (c) {
                case '{': return object(depth);
                case '[': return array(depth);
                case '"': return string();
                case 't': return literal("true", Boolean.TRUE);
                case 'f': return literal("false", Boolean.FALSE);
                case 'n': return literal("null", null);
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) return number();
                    throw new SyntaxError("unexpected character '" + c + "'", pos);
            }
        }

        private Object literal(String word, Object value) throws SyntaxError {
            if (!text.startsWith(word, pos)) throw new SyntaxError("unexpected text", pos);
            pos += word.length();
            return value;
        }

        private Map<String, Object> object(int depth) throws SyntaxError {
            Map<String, Object> map = new LinkedHashMap<>();
            pos++;
            skipSpace();
            if (pos < text.length() && text.charAt(pos) == '}') {
                pos++;
                return map;
            }
            while (true) {
                skipSpace();
                if (pos >= text.length() || text.charAt(pos) != '"') throw new SyntaxError("expected a member name", pos);
                String key = string();
                skipSpace();
                expect(':');
                skipSpace();
                map.put(key, value(depth + 1));
                skipSpace();
                if (pos < text.length() && text.charAt(pos) == ',') {
                    pos++;
                    continue;
                }
                expect('}');
                return map;
            }
        }

        private List<Object> array(int depth) throws SyntaxError {
            List<Object> list = new ArrayList<>();
            pos++;
            skipSpace();
            if (pos < text.length() && text.charAt(pos) == ']') {
                pos++;
                return list;
            }
            while (true) {
                skipSpace();
                list.add(value(depth + 1));
                skipSpace();
                if (pos < text.length() && text.charAt(pos) == ',') {
                    pos++;
                    continue;
                }
                expect(']');
                return list;
            }
        }

        private void expect(char c) throws SyntaxError {
            if (pos >= text.length() || text.charAt(pos) != c) throw new SyntaxError("expected '" + c + "'", pos);
            pos++;
        }

        private String string() throws SyntaxError {
            StringBuilder out = new StringBuilder();
            pos++;
            while (true) {
                if (pos >= text.length()) throw new SyntaxError("unterminated string", pos);
                char c = text.charAt(pos++);
                if (c == '"') return out.toString();
                if (c < 0x20) throw new SyntaxError("control character in a string", pos - 1);
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                if (pos >= text.length()) throw new SyntaxError("unterminated string", pos);
                char e = text.charAt(pos++);
                switch (e) {
                    case '"', '\\', '/' -> out.append(e);
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        if (pos + 4 > text.length()) throw new SyntaxError("short \\u escape", pos);
                        try {
                            out.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                        } catch (NumberFormatException ex) {
                            throw new SyntaxError("bad \\u escape", pos);
                        }
                        pos += 4;
                    }
                    default -> throw new SyntaxError("bad escape \\" + e, pos - 1);
                }
            }
        }

        private Double number() throws SyntaxError {
            int start = pos;
            if (text.charAt(pos) == '-') pos++;
            while (pos < text.length() && "0123456789.eE+-".indexOf(text.charAt(pos)) >= 0) pos++;
            try {
                return Double.valueOf(text.substring(start, pos));
            } catch (NumberFormatException ex) {
                throw new SyntaxError("bad number", start);
            }
        }
    }
}
