/* abi_check.c: compile-time proof that include/jni.h is the ABI of the JDK's jni.h. The JDK's header
   (VITRINE_JDK_JNI_H, its jni_md.h found through -iquote <jdk>/include/linux) is read at build time
   only. Vitrine's header is then included with every identifier renamed (V_...), and each function
   table slot, struct member, type size and constant is compared. Compiled natively (in test_jni_abi)
   and with emcc (32-bit) in the wasm build. Nothing here runs: it compiles or it fails. */
#include <stddef.h>
#include VITRINE_JDK_JNI_H
#ifndef _JAVASOFT_JNI_H_
#error "VITRINE_JDK_JNI_H is not the JDK's jni.h"
#endif

enum jdk_constants {
    JDK_JNI_FALSE = JNI_FALSE,
    JDK_JNI_TRUE = JNI_TRUE,
    JDK_JNI_OK = JNI_OK,
    JDK_JNI_ERR = JNI_ERR,
    JDK_JNI_EDETACHED = JNI_EDETACHED,
    JDK_JNI_EVERSION = JNI_EVERSION,
    JDK_JNI_ENOMEM = JNI_ENOMEM,
    JDK_JNI_EEXIST = JNI_EEXIST,
    JDK_JNI_EINVAL = JNI_EINVAL,
    JDK_JNI_COMMIT = JNI_COMMIT,
    JDK_JNI_ABORT = JNI_ABORT,
    JDK_JNI_VERSION_1_1 = JNI_VERSION_1_1,
    JDK_JNI_VERSION_1_2 = JNI_VERSION_1_2,
    JDK_JNI_VERSION_1_4 = JNI_VERSION_1_4,
    JDK_JNI_VERSION_1_6 = JNI_VERSION_1_6,
    JDK_JNI_VERSION_1_8 = JNI_VERSION_1_8,
    JDK_JNI_VERSION_9 = JNI_VERSION_9,
    JDK_JNI_VERSION_10 = JNI_VERSION_10,
};
#undef JNI_FALSE
#undef JNI_TRUE
#undef JNI_OK
#undef JNI_ERR
#undef JNI_EDETACHED
#undef JNI_EVERSION
#undef JNI_ENOMEM
#undef JNI_EEXIST
#undef JNI_EINVAL
#undef JNI_COMMIT
#undef JNI_ABORT
#undef JNI_VERSION_1_1
#undef JNI_VERSION_1_2
#undef JNI_VERSION_1_4
#undef JNI_VERSION_1_6
#undef JNI_VERSION_1_8
#undef JNI_VERSION_9
#undef JNI_VERSION_10
#undef JNICALL
#define jint V_jint
#define jlong V_jlong
#define jbyte V_jbyte
#define jboolean V_jboolean
#define jchar V_jchar
#define jshort V_jshort
#define jfloat V_jfloat
#define jdouble V_jdouble
#define jsize V_jsize
#define jobject V_jobject
#define jclass V_jclass
#define jthrowable V_jthrowable
#define jstring V_jstring
#define jarray V_jarray
#define jbooleanArray V_jbooleanArray
#define jbyteArray V_jbyteArray
#define jcharArray V_jcharArray
#define jshortArray V_jshortArray
#define jintArray V_jintArray
#define jlongArray V_jlongArray
#define jfloatArray V_jfloatArray
#define jdoubleArray V_jdoubleArray
#define jobjectArray V_jobjectArray
#define jweak V_jweak
#define jvalue V_jvalue
#define _jobject V__jobject
#define _jfieldID V__jfieldID
#define jfieldID V_jfieldID
#define _jmethodID V__jmethodID
#define jmethodID V_jmethodID
#define _jobjectType V__jobjectType
#define jobjectRefType V_jobjectRefType
#define JNIInvalidRefType V_JNIInvalidRefType
#define JNILocalRefType V_JNILocalRefType
#define JNIGlobalRefType V_JNIGlobalRefType
#define JNIWeakGlobalRefType V_JNIWeakGlobalRefType
#define JNINativeMethod V_JNINativeMethod
#define JNINativeInterface_ V_JNINativeInterface_
#define JNIEnv_ V_JNIEnv_
#define JNIInvokeInterface_ V_JNIInvokeInterface_
#define JavaVM_ V_JavaVM_
#define JNIEnv V_JNIEnv
#define JavaVM V_JavaVM
#define JavaVMOption V_JavaVMOption
#define JavaVMInitArgs V_JavaVMInitArgs
#define JavaVMAttachArgs V_JavaVMAttachArgs
#define JNI_GetDefaultJavaVMInitArgs V_JNI_GetDefaultJavaVMInitArgs
#define JNI_CreateJavaVM V_JNI_CreateJavaVM
#define JNI_GetCreatedJavaVMs V_JNI_GetCreatedJavaVMs
#define JNI_OnLoad V_JNI_OnLoad
#define JNI_OnUnload V_JNI_OnUnload
#include "../../include/jni.h"
#ifndef VITRINE_JNI_H
#error "Vitrine's jni.h was not included"
#endif
#undef jint
#undef jlong
#undef jbyte
#undef jboolean
#undef jchar
#undef jshort
#undef jfloat
#undef jdouble
#undef jsize
#undef jobject
#undef jclass
#undef jthrowable
#undef jstring
#undef jarray
#undef jbooleanArray
#undef jbyteArray
#undef jcharArray
#undef jshortArray
#undef jintArray
#undef jlongArray
#undef jfloatArray
#undef jdoubleArray
#undef jobjectArray
#undef jweak
#undef jvalue
#undef _jobject
#undef _jfieldID
#undef jfieldID
#undef _jmethodID
#undef jmethodID
#undef _jobjectType
#undef jobjectRefType
#undef JNIInvalidRefType
#undef JNILocalRefType
#undef JNIGlobalRefType
#undef JNIWeakGlobalRefType
#undef JNINativeMethod
#undef JNINativeInterface_
#undef JNIEnv_
#undef JNIInvokeInterface_
#undef JavaVM_
#undef JNIEnv
#undef JavaVM
#undef JavaVMOption
#undef JavaVMInitArgs
#undef JavaVMAttachArgs
#undef JNI_GetDefaultJavaVMInitArgs
#undef JNI_CreateJavaVM
#undef JNI_GetCreatedJavaVMs
#undef JNI_OnLoad
#undef JNI_OnUnload

#define SAME_OFFSET(S, m) _Static_assert(offsetof(struct S, m) == offsetof(struct V_##S, m), #S "." #m " is not at the JDK's offset")
#define SAME_OFFSET_T(S, m) _Static_assert(offsetof(S, m) == offsetof(V_##S, m), #S "." #m " is not at the JDK's offset")
#define SAME_SIZE(T) _Static_assert(sizeof(T) == sizeof(V_##T) && _Alignof(T) == _Alignof(V_##T), "size or alignment of " #T)
#define SAME_SIZE_S(T) _Static_assert(sizeof(struct T) == sizeof(struct V_##T), "size of struct " #T)
#define SAME_CONST(C) _Static_assert(JDK_##C == C, #C " differs from the JDK's")

/* the function table: 230 slots after the four reserved ones, in order */
SAME_OFFSET(JNINativeInterface_, reserved0);
SAME_OFFSET(JNINativeInterface_, reserved1);
SAME_OFFSET(JNINativeInterface_, reserved2);
SAME_OFFSET(JNINativeInterface_, reserved3);
SAME_OFFSET(JNINativeInterface_, GetVersion);
SAME_OFFSET(JNINativeInterface_, DefineClass);
SAME_OFFSET(JNINativeInterface_, FindClass);
SAME_OFFSET(JNINativeInterface_, FromReflectedMethod);
SAME_OFFSET(JNINativeInterface_, FromReflectedField);
SAME_OFFSET(JNINativeInterface_, ToReflectedMethod);
SAME_OFFSET(JNINativeInterface_, GetSuperclass);
SAME_OFFSET(JNINativeInterface_, IsAssignableFrom);
SAME_OFFSET(JNINativeInterface_, ToReflectedField);
SAME_OFFSET(JNINativeInterface_, Throw);
SAME_OFFSET(JNINativeInterface_, ThrowNew);
SAME_OFFSET(JNINativeInterface_, ExceptionOccurred);
SAME_OFFSET(JNINativeInterface_, ExceptionDescribe);
SAME_OFFSET(JNINativeInterface_, ExceptionClear);
SAME_OFFSET(JNINativeInterface_, FatalError);
SAME_OFFSET(JNINativeInterface_, PushLocalFrame);
SAME_OFFSET(JNINativeInterface_, PopLocalFrame);
SAME_OFFSET(JNINativeInterface_, NewGlobalRef);
SAME_OFFSET(JNINativeInterface_, DeleteGlobalRef);
SAME_OFFSET(JNINativeInterface_, DeleteLocalRef);
SAME_OFFSET(JNINativeInterface_, IsSameObject);
SAME_OFFSET(JNINativeInterface_, NewLocalRef);
SAME_OFFSET(JNINativeInterface_, EnsureLocalCapacity);
SAME_OFFSET(JNINativeInterface_, AllocObject);
SAME_OFFSET(JNINativeInterface_, NewObject);
SAME_OFFSET(JNINativeInterface_, NewObjectV);
SAME_OFFSET(JNINativeInterface_, NewObjectA);
SAME_OFFSET(JNINativeInterface_, GetObjectClass);
SAME_OFFSET(JNINativeInterface_, IsInstanceOf);
SAME_OFFSET(JNINativeInterface_, GetMethodID);
SAME_OFFSET(JNINativeInterface_, CallObjectMethod);
SAME_OFFSET(JNINativeInterface_, CallObjectMethodV);
SAME_OFFSET(JNINativeInterface_, CallObjectMethodA);
SAME_OFFSET(JNINativeInterface_, CallBooleanMethod);
SAME_OFFSET(JNINativeInterface_, CallBooleanMethodV);
SAME_OFFSET(JNINativeInterface_, CallBooleanMethodA);
SAME_OFFSET(JNINativeInterface_, CallByteMethod);
SAME_OFFSET(JNINativeInterface_, CallByteMethodV);
SAME_OFFSET(JNINativeInterface_, CallByteMethodA);
SAME_OFFSET(JNINativeInterface_, CallCharMethod);
SAME_OFFSET(JNINativeInterface_, CallCharMethodV);
SAME_OFFSET(JNINativeInterface_, CallCharMethodA);
SAME_OFFSET(JNINativeInterface_, CallShortMethod);
SAME_OFFSET(JNINativeInterface_, CallShortMethodV);
SAME_OFFSET(JNINativeInterface_, CallShortMethodA);
SAME_OFFSET(JNINativeInterface_, CallIntMethod);
SAME_OFFSET(JNINativeInterface_, CallIntMethodV);
SAME_OFFSET(JNINativeInterface_, CallIntMethodA);
SAME_OFFSET(JNINativeInterface_, CallLongMethod);
SAME_OFFSET(JNINativeInterface_, CallLongMethodV);
SAME_OFFSET(JNINativeInterface_, CallLongMethodA);
SAME_OFFSET(JNINativeInterface_, CallFloatMethod);
SAME_OFFSET(JNINativeInterface_, CallFloatMethodV);
SAME_OFFSET(JNINativeInterface_, CallFloatMethodA);
SAME_OFFSET(JNINativeInterface_, CallDoubleMethod);
SAME_OFFSET(JNINativeInterface_, CallDoubleMethodV);
SAME_OFFSET(JNINativeInterface_, CallDoubleMethodA);
SAME_OFFSET(JNINativeInterface_, CallVoidMethod);
SAME_OFFSET(JNINativeInterface_, CallVoidMethodV);
SAME_OFFSET(JNINativeInterface_, CallVoidMethodA);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualObjectMethod);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualObjectMethodV);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualObjectMethodA);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualBooleanMethod);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualBooleanMethodV);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualBooleanMethodA);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualByteMethod);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualByteMethodV);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualByteMethodA);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualCharMethod);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualCharMethodV);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualCharMethodA);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualShortMethod);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualShortMethodV);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualShortMethodA);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualIntMethod);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualIntMethodV);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualIntMethodA);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualLongMethod);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualLongMethodV);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualLongMethodA);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualFloatMethod);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualFloatMethodV);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualFloatMethodA);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualDoubleMethod);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualDoubleMethodV);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualDoubleMethodA);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualVoidMethod);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualVoidMethodV);
SAME_OFFSET(JNINativeInterface_, CallNonvirtualVoidMethodA);
SAME_OFFSET(JNINativeInterface_, GetFieldID);
SAME_OFFSET(JNINativeInterface_, GetObjectField);
SAME_OFFSET(JNINativeInterface_, GetBooleanField);
SAME_OFFSET(JNINativeInterface_, GetByteField);
SAME_OFFSET(JNINativeInterface_, GetCharField);
SAME_OFFSET(JNINativeInterface_, GetShortField);
SAME_OFFSET(JNINativeInterface_, GetIntField);
SAME_OFFSET(JNINativeInterface_, GetLongField);
SAME_OFFSET(JNINativeInterface_, GetFloatField);
SAME_OFFSET(JNINativeInterface_, GetDoubleField);
SAME_OFFSET(JNINativeInterface_, SetObjectField);
SAME_OFFSET(JNINativeInterface_, SetBooleanField);
SAME_OFFSET(JNINativeInterface_, SetByteField);
SAME_OFFSET(JNINativeInterface_, SetCharField);
SAME_OFFSET(JNINativeInterface_, SetShortField);
SAME_OFFSET(JNINativeInterface_, SetIntField);
SAME_OFFSET(JNINativeInterface_, SetLongField);
SAME_OFFSET(JNINativeInterface_, SetFloatField);
SAME_OFFSET(JNINativeInterface_, SetDoubleField);
SAME_OFFSET(JNINativeInterface_, GetStaticMethodID);
SAME_OFFSET(JNINativeInterface_, CallStaticObjectMethod);
SAME_OFFSET(JNINativeInterface_, CallStaticObjectMethodV);
SAME_OFFSET(JNINativeInterface_, CallStaticObjectMethodA);
SAME_OFFSET(JNINativeInterface_, CallStaticBooleanMethod);
SAME_OFFSET(JNINativeInterface_, CallStaticBooleanMethodV);
SAME_OFFSET(JNINativeInterface_, CallStaticBooleanMethodA);
SAME_OFFSET(JNINativeInterface_, CallStaticByteMethod);
SAME_OFFSET(JNINativeInterface_, CallStaticByteMethodV);
SAME_OFFSET(JNINativeInterface_, CallStaticByteMethodA);
SAME_OFFSET(JNINativeInterface_, CallStaticCharMethod);
SAME_OFFSET(JNINativeInterface_, CallStaticCharMethodV);
SAME_OFFSET(JNINativeInterface_, CallStaticCharMethodA);
SAME_OFFSET(JNINativeInterface_, CallStaticShortMethod);
SAME_OFFSET(JNINativeInterface_, CallStaticShortMethodV);
SAME_OFFSET(JNINativeInterface_, CallStaticShortMethodA);
SAME_OFFSET(JNINativeInterface_, CallStaticIntMethod);
SAME_OFFSET(JNINativeInterface_, CallStaticIntMethodV);
SAME_OFFSET(JNINativeInterface_, CallStaticIntMethodA);
SAME_OFFSET(JNINativeInterface_, CallStaticLongMethod);
SAME_OFFSET(JNINativeInterface_, CallStaticLongMethodV);
SAME_OFFSET(JNINativeInterface_, CallStaticLongMethodA);
SAME_OFFSET(JNINativeInterface_, CallStaticFloatMethod);
SAME_OFFSET(JNINativeInterface_, CallStaticFloatMethodV);
SAME_OFFSET(JNINativeInterface_, CallStaticFloatMethodA);
SAME_OFFSET(JNINativeInterface_, CallStaticDoubleMethod);
SAME_OFFSET(JNINativeInterface_, CallStaticDoubleMethodV);
SAME_OFFSET(JNINativeInterface_, CallStaticDoubleMethodA);
SAME_OFFSET(JNINativeInterface_, CallStaticVoidMethod);
SAME_OFFSET(JNINativeInterface_, CallStaticVoidMethodV);
SAME_OFFSET(JNINativeInterface_, CallStaticVoidMethodA);
SAME_OFFSET(JNINativeInterface_, GetStaticFieldID);
SAME_OFFSET(JNINativeInterface_, GetStaticObjectField);
SAME_OFFSET(JNINativeInterface_, GetStaticBooleanField);
SAME_OFFSET(JNINativeInterface_, GetStaticByteField);
SAME_OFFSET(JNINativeInterface_, GetStaticCharField);
SAME_OFFSET(JNINativeInterface_, GetStaticShortField);
SAME_OFFSET(JNINativeInterface_, GetStaticIntField);
SAME_OFFSET(JNINativeInterface_, GetStaticLongField);
SAME_OFFSET(JNINativeInterface_, GetStaticFloatField);
SAME_OFFSET(JNINativeInterface_, GetStaticDoubleField);
SAME_OFFSET(JNINativeInterface_, SetStaticObjectField);
SAME_OFFSET(JNINativeInterface_, SetStaticBooleanField);
SAME_OFFSET(JNINativeInterface_, SetStaticByteField);
SAME_OFFSET(JNINativeInterface_, SetStaticCharField);
SAME_OFFSET(JNINativeInterface_, SetStaticShortField);
SAME_OFFSET(JNINativeInterface_, SetStaticIntField);
SAME_OFFSET(JNINativeInterface_, SetStaticLongField);
SAME_OFFSET(JNINativeInterface_, SetStaticFloatField);
SAME_OFFSET(JNINativeInterface_, SetStaticDoubleField);
SAME_OFFSET(JNINativeInterface_, NewString);
SAME_OFFSET(JNINativeInterface_, GetStringLength);
SAME_OFFSET(JNINativeInterface_, GetStringChars);
SAME_OFFSET(JNINativeInterface_, ReleaseStringChars);
SAME_OFFSET(JNINativeInterface_, NewStringUTF);
SAME_OFFSET(JNINativeInterface_, GetStringUTFLength);
SAME_OFFSET(JNINativeInterface_, GetStringUTFChars);
SAME_OFFSET(JNINativeInterface_, ReleaseStringUTFChars);
SAME_OFFSET(JNINativeInterface_, GetArrayLength);
SAME_OFFSET(JNINativeInterface_, NewObjectArray);
SAME_OFFSET(JNINativeInterface_, GetObjectArrayElement);
SAME_OFFSET(JNINativeInterface_, SetObjectArrayElement);
SAME_OFFSET(JNINativeInterface_, NewBooleanArray);
SAME_OFFSET(JNINativeInterface_, NewByteArray);
SAME_OFFSET(JNINativeInterface_, NewCharArray);
SAME_OFFSET(JNINativeInterface_, NewShortArray);
SAME_OFFSET(JNINativeInterface_, NewIntArray);
SAME_OFFSET(JNINativeInterface_, NewLongArray);
SAME_OFFSET(JNINativeInterface_, NewFloatArray);
SAME_OFFSET(JNINativeInterface_, NewDoubleArray);
SAME_OFFSET(JNINativeInterface_, GetBooleanArrayElements);
SAME_OFFSET(JNINativeInterface_, GetByteArrayElements);
SAME_OFFSET(JNINativeInterface_, GetCharArrayElements);
SAME_OFFSET(JNINativeInterface_, GetShortArrayElements);
SAME_OFFSET(JNINativeInterface_, GetIntArrayElements);
SAME_OFFSET(JNINativeInterface_, GetLongArrayElements);
SAME_OFFSET(JNINativeInterface_, GetFloatArrayElements);
SAME_OFFSET(JNINativeInterface_, GetDoubleArrayElements);
SAME_OFFSET(JNINativeInterface_, ReleaseBooleanArrayElements);
SAME_OFFSET(JNINativeInterface_, ReleaseByteArrayElements);
SAME_OFFSET(JNINativeInterface_, ReleaseCharArrayElements);
SAME_OFFSET(JNINativeInterface_, ReleaseShortArrayElements);
SAME_OFFSET(JNINativeInterface_, ReleaseIntArrayElements);
SAME_OFFSET(JNINativeInterface_, ReleaseLongArrayElements);
SAME_OFFSET(JNINativeInterface_, ReleaseFloatArrayElements);
SAME_OFFSET(JNINativeInterface_, ReleaseDoubleArrayElements);
SAME_OFFSET(JNINativeInterface_, GetBooleanArrayRegion);
SAME_OFFSET(JNINativeInterface_, GetByteArrayRegion);
SAME_OFFSET(JNINativeInterface_, GetCharArrayRegion);
SAME_OFFSET(JNINativeInterface_, GetShortArrayRegion);
SAME_OFFSET(JNINativeInterface_, GetIntArrayRegion);
SAME_OFFSET(JNINativeInterface_, GetLongArrayRegion);
SAME_OFFSET(JNINativeInterface_, GetFloatArrayRegion);
SAME_OFFSET(JNINativeInterface_, GetDoubleArrayRegion);
SAME_OFFSET(JNINativeInterface_, SetBooleanArrayRegion);
SAME_OFFSET(JNINativeInterface_, SetByteArrayRegion);
SAME_OFFSET(JNINativeInterface_, SetCharArrayRegion);
SAME_OFFSET(JNINativeInterface_, SetShortArrayRegion);
SAME_OFFSET(JNINativeInterface_, SetIntArrayRegion);
SAME_OFFSET(JNINativeInterface_, SetLongArrayRegion);
SAME_OFFSET(JNINativeInterface_, SetFloatArrayRegion);
SAME_OFFSET(JNINativeInterface_, SetDoubleArrayRegion);
SAME_OFFSET(JNINativeInterface_, RegisterNatives);
SAME_OFFSET(JNINativeInterface_, UnregisterNatives);
SAME_OFFSET(JNINativeInterface_, MonitorEnter);
SAME_OFFSET(JNINativeInterface_, MonitorExit);
SAME_OFFSET(JNINativeInterface_, GetJavaVM);
SAME_OFFSET(JNINativeInterface_, GetStringRegion);
SAME_OFFSET(JNINativeInterface_, GetStringUTFRegion);
SAME_OFFSET(JNINativeInterface_, GetPrimitiveArrayCritical);
SAME_OFFSET(JNINativeInterface_, ReleasePrimitiveArrayCritical);
SAME_OFFSET(JNINativeInterface_, GetStringCritical);
SAME_OFFSET(JNINativeInterface_, ReleaseStringCritical);
SAME_OFFSET(JNINativeInterface_, NewWeakGlobalRef);
SAME_OFFSET(JNINativeInterface_, DeleteWeakGlobalRef);
SAME_OFFSET(JNINativeInterface_, ExceptionCheck);
SAME_OFFSET(JNINativeInterface_, NewDirectByteBuffer);
SAME_OFFSET(JNINativeInterface_, GetDirectBufferAddress);
SAME_OFFSET(JNINativeInterface_, GetDirectBufferCapacity);
SAME_OFFSET(JNINativeInterface_, GetObjectRefType);
SAME_OFFSET(JNINativeInterface_, GetModule);
SAME_SIZE_S(JNINativeInterface_);
_Static_assert(sizeof(struct V_JNINativeInterface_) == 234 * sizeof(void *), "JNI table size");
SAME_OFFSET(JNIInvokeInterface_, reserved0);
SAME_OFFSET(JNIInvokeInterface_, reserved1);
SAME_OFFSET(JNIInvokeInterface_, reserved2);
SAME_OFFSET(JNIInvokeInterface_, DestroyJavaVM);
SAME_OFFSET(JNIInvokeInterface_, AttachCurrentThread);
SAME_OFFSET(JNIInvokeInterface_, DetachCurrentThread);
SAME_OFFSET(JNIInvokeInterface_, GetEnv);
SAME_OFFSET(JNIInvokeInterface_, AttachCurrentThreadAsDaemon);
SAME_SIZE_S(JNIInvokeInterface_);
SAME_SIZE(jint);
SAME_SIZE(jlong);
SAME_SIZE(jbyte);
SAME_SIZE(jboolean);
SAME_SIZE(jchar);
SAME_SIZE(jshort);
SAME_SIZE(jfloat);
SAME_SIZE(jdouble);
SAME_SIZE(jsize);
SAME_SIZE(jobject);
SAME_SIZE(jvalue);
SAME_SIZE(jfieldID);
SAME_SIZE(jmethodID);
SAME_SIZE(jobjectRefType);
SAME_SIZE(JNIEnv);
SAME_SIZE(JavaVM);
SAME_SIZE(JNINativeMethod);
SAME_SIZE(JavaVMOption);
SAME_SIZE(JavaVMInitArgs);
SAME_SIZE(JavaVMAttachArgs);
SAME_OFFSET_T(JNINativeMethod, name);
SAME_OFFSET_T(JNINativeMethod, signature);
SAME_OFFSET_T(JNINativeMethod, fnPtr);
SAME_OFFSET_T(JavaVMOption, optionString);
SAME_OFFSET_T(JavaVMOption, extraInfo);
SAME_OFFSET_T(JavaVMInitArgs, version);
SAME_OFFSET_T(JavaVMInitArgs, nOptions);
SAME_OFFSET_T(JavaVMInitArgs, options);
SAME_OFFSET_T(JavaVMInitArgs, ignoreUnrecognized);
SAME_OFFSET_T(JavaVMAttachArgs, version);
SAME_OFFSET_T(JavaVMAttachArgs, name);
SAME_OFFSET_T(JavaVMAttachArgs, group);
_Static_assert(offsetof(jvalue, z) == offsetof(V_jvalue, z), "jvalue.z");
_Static_assert(offsetof(jvalue, b) == offsetof(V_jvalue, b), "jvalue.b");
_Static_assert(offsetof(jvalue, c) == offsetof(V_jvalue, c), "jvalue.c");
_Static_assert(offsetof(jvalue, s) == offsetof(V_jvalue, s), "jvalue.s");
_Static_assert(offsetof(jvalue, i) == offsetof(V_jvalue, i), "jvalue.i");
_Static_assert(offsetof(jvalue, j) == offsetof(V_jvalue, j), "jvalue.j");
_Static_assert(offsetof(jvalue, f) == offsetof(V_jvalue, f), "jvalue.f");
_Static_assert(offsetof(jvalue, d) == offsetof(V_jvalue, d), "jvalue.d");
_Static_assert(offsetof(jvalue, l) == offsetof(V_jvalue, l), "jvalue.l");
SAME_CONST(JNI_FALSE);
SAME_CONST(JNI_TRUE);
SAME_CONST(JNI_OK);
SAME_CONST(JNI_ERR);
SAME_CONST(JNI_EDETACHED);
SAME_CONST(JNI_EVERSION);
SAME_CONST(JNI_ENOMEM);
SAME_CONST(JNI_EEXIST);
SAME_CONST(JNI_EINVAL);
SAME_CONST(JNI_COMMIT);
SAME_CONST(JNI_ABORT);
SAME_CONST(JNI_VERSION_1_1);
SAME_CONST(JNI_VERSION_1_2);
SAME_CONST(JNI_VERSION_1_4);
SAME_CONST(JNI_VERSION_1_6);
SAME_CONST(JNI_VERSION_1_8);
SAME_CONST(JNI_VERSION_9);
SAME_CONST(JNI_VERSION_10);
_Static_assert((int)JNIInvalidRefType == (int)V_JNIInvalidRefType, "JNIInvalidRefType");
_Static_assert((int)JNILocalRefType == (int)V_JNILocalRefType, "JNILocalRefType");
_Static_assert((int)JNIGlobalRefType == (int)V_JNIGlobalRefType, "JNIGlobalRefType");
_Static_assert((int)JNIWeakGlobalRefType == (int)V_JNIWeakGlobalRefType, "JNIWeakGlobalRefType");
/* signedness of the primitive types */
_Static_assert((jint)-1 < 0 && (V_jint)-1 < 0, "jint is signed");
_Static_assert((jlong)-1 < 0 && (V_jlong)-1 < 0, "jlong is signed");
_Static_assert((jbyte)-1 < 0 && (V_jbyte)-1 < 0, "jbyte is signed");
_Static_assert((jshort)-1 < 0 && (V_jshort)-1 < 0, "jshort is signed");
_Static_assert((jboolean)-1 > 0 && (V_jboolean)-1 > 0, "jboolean is unsigned");
_Static_assert((jchar)-1 > 0 && (V_jchar)-1 > 0, "jchar is unsigned");

int vitrine_jni_abi_checked(void);
int vitrine_jni_abi_checked(void) { return 230; }
