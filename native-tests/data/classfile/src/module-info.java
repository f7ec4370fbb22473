/* Test module for native-tests/test_classfile.c (Module, ModulePackages, ModuleMainClass). */
module cftest {
    requires java.base;
    exports cftest;
}
