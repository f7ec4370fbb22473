// JavaScript on the JVM (Mozilla Rhino): closures, prototypes, regular expressions, JSON and Java
// interop, interpreted (-opt -1) so that no class is generated.
function Counter(start) { this.n = start; }
Counter.prototype.next = function () { return this.n++; };
var c = new Counter(5);
print("counter: " + [c.next(), c.next(), c.next()].join(","));
var fib = function (k) { return k < 2 ? k : fib(k - 1) + fib(k - 2); };
print("fib(20) = " + fib(20));
var words = "the quick brown fox jumps over the lazy dog".split(" ");
var freq = {};
words.forEach(function (w) { freq[w] = (freq[w] || 0) + 1; });
print("json: " + JSON.stringify(freq));
print("parsed: " + JSON.parse('{"a":[1,2,{"b":null}]}').a[2].b);
print("regex: " + "2026-11-27".replace(/(\d+)-(\d+)-(\d+)/, "$3/$2/$1"));
var list = new java.util.ArrayList();
for (var i = 0; i < 5; i++) list.add(i * i);
print("java list: " + list + " size " + list.size());
var sb = new java.lang.StringBuilder("rhino");
print("java string: " + sb.reverse().toString().toUpperCase());
try { null.x; } catch (e) { print("error: " + e.name); }
print("math: " + Math.floor(Math.sqrt(1e6)) + " " + (0.1 + 0.2));
print("dates: " + new Date(0).toISOString());
