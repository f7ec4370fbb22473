public class AbstractClasses {
    static abstract class Account {
        private static int nextId = 1;
        protected final int id;
        protected long balanceCents;

        Account(long initial) {
            id = nextId++;
            balanceCents = initial;
        }

        abstract double interestRate();

        abstract String type();

        void applyInterest() {
            long interest = Math.round(balanceCents * interestRate());
            balanceCents += interest;
        }

        void withdraw(long cents) {
            if (cents > balanceCents + overdraft()) throw new IllegalStateException("insufficient funds in " + this);
            balanceCents -= cents;
        }

        long overdraft() { return 0; }

        public String toString() { return type() + "#" + id + "(" + balanceCents / 100 + "." + String.format("%02d", Math.abs(balanceCents % 100)) + ")"; }
    }

    static class Savings extends Account {
        Savings(long c) { super(c); }
        double interestRate() { return 0.03; }
        String type() { return "Savings"; }
    }

    static class Checking extends Account {
        Checking(long c) { super(c); }
        double interestRate() { return 0.001; }
        String type() { return "Checking"; }
        @Override long overdraft() { return 50_00; }
    }

    static abstract class Expr {
        abstract int eval();
        abstract String show();
        public String toString() { return show() + " = " + eval(); }
    }

    static class Num extends Expr {
        final int v;
        Num(int v) { this.v = v; }
        int eval() { return v; }
        String show() { return Integer.toString(v); }
    }

    static abstract class BinOp extends Expr {
        final Expr l, r;
        BinOp(Expr l, Expr r) { this.l = l; this.r = r; }
        abstract int apply(int a, int b);
        abstract char sym();
        int eval() { return apply(l.eval(), r.eval()); }
        String show() { return "(" + l.show() + " " + sym() + " " + r.show() + ")"; }
    }

    static class Add extends BinOp {
        Add(Expr l, Expr r) { super(l, r); }
        int apply(int a, int b) { return a + b; }
        char sym() { return '+'; }
    }

    static class Mul extends BinOp {
        Mul(Expr l, Expr r) { super(l, r); }
        int apply(int a, int b) { return a * b; }
        char sym() { return '*'; }
    }

    static class Sub extends BinOp {
        Sub(Expr l, Expr r) { super(l, r); }
        int apply(int a, int b) { return a - b; }
        char sym() { return '-'; }
    }

    public static void main(String[] args) {
        Account[] accounts = {new Savings(100_00), new Checking(20_50), new Savings(1_234_56)};
        for (int year = 1; year <= 3; year++) {
            for (Account a : accounts) a.applyInterest();
            StringBuilder sb = new StringBuilder("year " + year + ":");
            for (Account a : accounts) sb.append(' ').append(a);
            System.out.println(sb);
        }
        accounts[1].withdraw(60_00);
        System.out.println("after overdraft " + accounts[1]);
        try {
            accounts[0].withdraw(1_000_000_00);
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage());
        }
        Expr e = new Add(new Mul(new Num(3), new Num(4)), new Sub(new Num(10), new Mul(new Num(2), new Num(-3))));
        System.out.println(e);
        Expr big = new Num(1);
        for (int i = 2; i <= 10; i++) big = (i % 2 == 0) ? new Mul(big, new Num(i)) : new Add(big, new Num(i));
        System.out.println(big);
        System.out.println("abstract? " + java.lang.reflect.Modifier.isAbstract(Expr.class.getModifiers()) + " " + java.lang.reflect.Modifier.isAbstract(Num.class.getModifiers()));
        try {
            Expr.class.getDeclaredConstructor().newInstance();
        } catch (InstantiationException ex) {
            System.out.println("InstantiationException " + ex.getMessage());
        } catch (Exception ex) {
            System.out.println("other " + ex.getClass().getName());
        }
    }
}
