// A syntax error after a tab: javac counts a tab as reaching the next multiple of 8.
public class Syntax {
    void f() {
	int x = 1 +;
    }
}
