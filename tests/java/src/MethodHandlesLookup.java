import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandleInfo;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

// Method handles obtained from a Lookup: findVirtual/findStatic/findConstructor/findSpecial,
// field getters and setters (instance and static), unreflect*, bindTo, MethodType printing,
// revealDirect, and lookup failures (more of them in MethodHandlesErrors).
public class MethodHandlesLookup {
    static class Account {
        static int opened = 0;
        static final String BANK = "VB";
        private long balance;
        public String owner;

        Account(String owner) { this.owner = owner; opened++; }
        Account(String owner, long balance) { this(owner); this.balance = balance; }

        long deposit(long amount) { balance += amount; return balance; }
        private String secret() { return owner + " has " + balance; }
        static String describe(Account a, String suffix) { return "Account(" + a.owner + "," + a.balance + ")" + suffix; }
        @Override public String toString() { return "Account[" + owner + "]"; }
        String kind() { return "account"; }
    }

    static class Savings extends Account {
        Savings(String owner) { super(owner); }
        @Override String kind() { return "savings"; }
        static MethodHandle superKind() throws ReflectiveOperationException {
            return MethodHandles.lookup().findSpecial(Account.class, "kind", MethodType.methodType(String.class), Savings.class);
        }
    }

    // messages name the unnamed module with its identity hash: "unnamed module @6b59b9cb"
    static String msg(Throwable e) {
        String m = e.getClass().getSimpleName() + " " + String.valueOf(e.getMessage()).replaceAll("@[0-9a-f]+", "@<hash>");
        return e.getCause() == null ? m : m + " / cause " + msg(e.getCause());
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        System.out.println("lookup class " + lookup.lookupClass().getName());

        MethodType types[] = {
                MethodType.methodType(void.class),
                MethodType.methodType(int.class, int.class, long.class),
                MethodType.methodType(String.class, Object[].class),
                MethodType.methodType(List.class, int[][].class, String.class, char.class),
                MethodType.methodType(Account.class, String.class),
                MethodType.genericMethodType(3),
                MethodType.genericMethodType(1, true),
                MethodType.methodType(Integer.class, Double.class).unwrap(),
                MethodType.methodType(int.class, boolean.class).wrap(),
                MethodType.methodType(int.class, int.class).erase().changeReturnType(Object.class).appendParameterTypes(long.class, float.class),
                MethodType.fromMethodDescriptorString("(IJLjava/lang/String;[D)V", null),
        };
        for (MethodType t : types) {
            System.out.println("MethodType " + t + " params " + t.parameterCount() + " descriptor " + t.toMethodDescriptorString() + " generic " + t.generic() + " hasPrimitives " + t.hasPrimitives());
        }
        System.out.println("MethodType equality " + MethodType.methodType(int.class, String.class).equals(MethodType.fromMethodDescriptorString("(Ljava/lang/String;)I", null))
                + " dropParameterTypes " + types[3].dropParameterTypes(0, 2) + " insertParameterTypes " + types[1].insertParameterTypes(1, String.class));

        MethodHandle ctor1 = lookup.findConstructor(Account.class, MethodType.methodType(void.class, String.class));
        MethodHandle ctor2 = lookup.findConstructor(Account.class, MethodType.methodType(void.class, String.class, long.class));
        System.out.println("ctor types " + ctor1.type() + " " + ctor2.type());
        Account a = (Account) ctor1.invokeExact("ann");
        Account b = (Account) ctor2.invoke("bob", 100);
        System.out.println("constructed " + a + " " + b + " opened " + Account.opened);

        MethodHandle deposit = lookup.findVirtual(Account.class, "deposit", MethodType.methodType(long.class, long.class));
        System.out.println("deposit type " + deposit.type());
        long after = (long) deposit.invokeExact(a, 50L);
        System.out.println("deposit " + after + " again " + (long) deposit.invoke(a, 25) + " via invokeWithArguments " + deposit.invokeWithArguments(b, 1L));

        MethodHandle secret = lookup.findVirtual(Account.class, "secret", MethodType.methodType(String.class));
        System.out.println("private " + (String) secret.invokeExact(a) + " | " + (String) secret.invokeExact(b));
        MethodHandle describe = lookup.findStatic(Account.class, "describe", MethodType.methodType(String.class, Account.class, String.class));
        System.out.println("static " + (String) describe.invokeExact(a, "!"));

        MethodHandle toStr = lookup.findVirtual(Object.class, "toString", MethodType.methodType(String.class));
        System.out.println("virtual dispatch " + (String) toStr.invokeExact((Object) a) + " " + (String) toStr.invokeExact((Object) "str") + " " + (String) toStr.invokeExact((Object) List.of(1)));
        MethodHandle kind = lookup.findVirtual(Account.class, "kind", MethodType.methodType(String.class));
        Savings sv = new Savings("sue");
        System.out.println("kind virtual " + (String) kind.invokeExact((Account) sv) + " special " + (String) Savings.superKind().invokeExact(sv));
        MethodHandle length = lookup.findVirtual(CharSequence.class, "length", MethodType.methodType(int.class));
        System.out.println("interface method " + (int) length.invokeExact((CharSequence) "hello") + " " + (int) length.invokeExact((CharSequence) new StringBuilder("ab")));

        MethodHandle getBalance = lookup.findGetter(Account.class, "balance", long.class);
        MethodHandle setBalance = lookup.findSetter(Account.class, "balance", long.class);
        MethodHandle getOwner = lookup.findGetter(Account.class, "owner", String.class);
        MethodHandle getOpened = lookup.findStaticGetter(Account.class, "opened", int.class);
        MethodHandle setOpened = lookup.findStaticSetter(Account.class, "opened", int.class);
        MethodHandle getBank = lookup.findStaticGetter(Account.class, "BANK", String.class);
        System.out.println("getter types " + getBalance.type() + " " + setBalance.type() + " " + getOpened.type() + " " + setOpened.type());
        setBalance.invokeExact(a, 9999L);
        System.out.println("fields " + (long) getBalance.invokeExact(a) + " " + (String) getOwner.invokeExact(b) + " " + (int) getOpened.invokeExact() + " " + (String) getBank.invokeExact());
        setOpened.invokeExact(-5);
        System.out.println("static set " + Account.opened);
        try {
            lookup.findStaticSetter(Account.class, "BANK", String.class);
        } catch (IllegalAccessException e) {
            System.out.println("final static setter: " + msg(e));
        }

        MethodHandle bound = deposit.bindTo(b);
        System.out.println("bindTo type " + bound.type() + " result " + (long) bound.invokeExact(10L));
        MethodHandle boundConcat = lookup.findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class)).bindTo("prefix-");
        System.out.println("bound concat " + (String) boundConcat.invokeExact("x"));

        Method m = Account.class.getDeclaredMethod("secret");
        MethodHandle unreflected = lookup.unreflect(m);
        System.out.println("unreflect " + unreflected.type() + " " + unreflected.invoke(b));
        MethodHandle unreflectedCtor = lookup.unreflectConstructor(Account.class.getDeclaredConstructor(String.class, long.class));
        System.out.println("unreflectConstructor " + unreflectedCtor.invoke("cid", 7L));
        MethodHandle unreflectedGetter = lookup.unreflectGetter(Account.class.getDeclaredField("owner"));
        System.out.println("unreflectGetter " + unreflectedGetter.invoke(sv));

        MethodHandleInfo info = lookup.revealDirect(deposit);
        System.out.println("revealDirect " + info.getName() + " " + info.getMethodType() + " " + MethodHandleInfo.referenceKindToString(info.getReferenceKind()) + " " + info.getDeclaringClass().getSimpleName());
        MethodHandleInfo sinfo = lookup.revealDirect(getOpened);
        System.out.println("revealDirect static getter " + sinfo.getName() + " " + MethodHandleInfo.referenceKindToString(sinfo.getReferenceKind()) + " " + sinfo.getMethodType());

        List<String> failures = new ArrayList<>();
        try {
            lookup.findVirtual(Account.class, "nope", MethodType.methodType(void.class));
        } catch (NoSuchMethodException e) {
            failures.add(msg(e));
        }
        try {
            lookup.findVirtual(Account.class, "deposit", MethodType.methodType(int.class, long.class));
        } catch (NoSuchMethodException e) {
            failures.add(msg(e));
        }
        try {
            lookup.findGetter(Account.class, "missing", int.class);
        } catch (NoSuchFieldException e) {
            failures.add(msg(e));
        }
        try {
            MethodHandles.publicLookup().findVirtual(Account.class, "secret", MethodType.methodType(String.class));
        } catch (IllegalAccessException e) {
            failures.add("publicLookup " + msg(e));
        }
        try {
            MethodHandles.lookup().findVirtual(Account.class, "balance", MethodType.methodType(long.class));
        } catch (NoSuchMethodException e) {
            failures.add(msg(e));
        }
        for (String f : failures) System.out.println(f);
        try {
            Object r = deposit.invoke((Account) null, 1L);
            System.out.println("not reached " + r);
        } catch (NullPointerException e) {
            System.out.println("null receiver: NullPointerException");
        }
        MethodHandle arrayCtor = MethodHandles.arrayConstructor(String[].class);
        MethodHandle arrayLen = MethodHandles.arrayLength(int[].class);
        String[] made = (String[]) arrayCtor.invokeExact(3);
        System.out.println("arrayConstructor " + made.length + " " + arrayCtor.type() + " arrayLength " + (int) arrayLen.invokeExact(new int[7]) + " " + arrayLen.type());
        System.out.println("MethodHandle toString " + deposit + " | " + getOpened + " | " + ctor2);
    }
}
