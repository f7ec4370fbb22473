/* The `vitrine` program: a `java`-compatible command line. The same main() is the entry point of the
   native launcher (build/native/vitrine) and of the WebAssembly build (build/wasm/vitrine.js, started
   by wasm-bridge/bin/vitrine.mjs). All the work is in the VM core's vitrine_main(). */
#include "vitrine.h"

int main(int argc, char **argv)
{
    return vitrine_main(argc, argv);
}
