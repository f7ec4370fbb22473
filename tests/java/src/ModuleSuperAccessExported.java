// ModuleSuperAccess with java.base's sun.nio.ch exported to the unnamed modules (--add-exports ...
// =ALL-UNNAMED): classes extending and implementing its public types load; the other packages are
// still not exported. Defining the first class again is a duplicate definition (LinkageError).
public class ModuleSuperAccessExported {
    public static void main(String[] args) {
        ModuleSuperAccess.run(true);
    }
}
