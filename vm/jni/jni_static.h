/* jni_static.h: native libraries linked statically into the program (JNI 1.8 "built-in" libraries:
   System.loadLibrary("<lib>") finds JNI_OnLoad_<lib> in the program instead of loading a file). In
   WebAssembly this is the only kind of native library. The build generates a table of them
   (scripts/gen-jni-static.mjs, driven by cmake/JniStatic.cmake) that registers itself at start-up
   with jni_register_static_libraries. */
#ifndef VITRINE_JNI_STATIC_H
#define VITRINE_JNI_STATIC_H

#include "jni.h"

typedef struct JniStaticSymbol {
    const char *name;   /* "Java_...", "JNI_OnLoad_<lib>", "JNI_OnUnload_<lib>" */
    void *fn;           /* NULL when no linked library defines it (weak reference) */
} JniStaticSymbol;

typedef struct JniStaticLibrary {
    const char *name;   /* the <lib> of System.loadLibrary("<lib>") */
    const JniStaticSymbol *symbols;
    int n_symbols;
} JniStaticLibrary;

/* A typed call trampoline for one C signature, written as its WebAssembly shape: result, '_', then
   the parameters, each i (i32: int, pointer, boolean ...), j (i64), f (f32), d (f64); v is a void
   result. "i_iii" is jint f(JNIEnv *, jclass, jint). argv holds one jvalue per C argument (small
   integers sign- or zero-extended in .i). */
typedef void (*JniTrampoline)(void *fn, const jvalue *argv, jvalue *result);

typedef struct JniTrampolineEntry {
    const char *shape;
    JniTrampoline call;
} JniTrampolineEntry;

/* Registers libraries and trampolines (the arrays must live as long as the program). */
void jni_register_static_libraries(const JniStaticLibrary *libs, int n, const JniTrampolineEntry *tramps,
                                   int n_tramps);

#endif
