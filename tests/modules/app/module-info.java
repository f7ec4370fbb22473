// A module run with -m by node-tests/modules.test.mjs.
module app {
    requires java.logging;
}
