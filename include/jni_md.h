/* jni_md.h: the machine-dependent part of jni.h (integer widths and symbol export macros). */
#ifndef VITRINE_JNI_MD_H
#define VITRINE_JNI_MD_H

#ifndef JNIEXPORT
#define JNIEXPORT __attribute__((visibility("default")))
#endif
#ifndef JNIIMPORT
#define JNIIMPORT __attribute__((visibility("default")))
#endif
#define JNICALL

typedef int jint;
#ifdef _LP64
typedef long jlong;
#else
typedef long long jlong;
#endif
typedef signed char jbyte;

#endif
