/* vitrine.h: the entry point of the Vitrine VM as a program.

   vitrine_main takes a `java` command line (argv[0] is the program name, then the same options and
   arguments as the `java` launcher: -cp, -Dname=value, -Xmx, a main class or -jar file, program
   arguments) and runs it to completion. It returns the process exit status: 0 when the main thread
   ends normally and no System.exit was called, 1 after an uncaught exception, n after System.exit(n)
   (System.exit may also end the process itself through exit(n)). The native launcher
   (launcher/main.c) and the WebAssembly build both call it from main(); the VM core (vm/) defines it. */
#ifndef VITRINE_H
#define VITRINE_H

#ifdef __cplusplus
extern "C" {
#endif

int vitrine_main(int argc, char **argv);

#ifdef __cplusplus
}
#endif

#endif /* VITRINE_H */
