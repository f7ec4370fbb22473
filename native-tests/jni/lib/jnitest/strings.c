/* strings.c: natives of JniStrings. */
#include "jnitest.h"

static void hex(Out *o, const char *s, size_t n) {
    for (size_t i = 0; i < n; i++) out(o, "%s%02x", i ? " " : "", (unsigned char)s[i]);
}

JNIEXPORT jstring JNICALL Java_JniStrings_fromUtf(JNIEnv *env, jclass c, jint which) {
    UNUSED(c);
    static const char *const inputs[] = {
        "plain",
        "\xc3\xa9t\xc3\xa9",                     /* été */
        ("a\xc0\x80" "b"),                       /* modified UTF-8 NUL */
        "\xed\xa0\xbd\xed\xb8\x80",              /* U+1F600 as a surrogate pair */
        "",
    };
    return (*env)->NewStringUTF(env, inputs[which]);
}

JNIEXPORT jstring JNICALL Java_JniStrings_utfBytes(JNIEnv *env, jclass c, jstring s) {
    UNUSED(c);
    Out o = {.n = 0};
    jboolean copy = 9;
    const char *u = (*env)->GetStringUTFChars(env, s, &copy);
    jsize n = (*env)->GetStringUTFLength(env, s);
    out(&o, "utflen=%d strlen=%d [", n, (int)strlen(u));
    hex(&o, u, (size_t)n);
    out(&o, "] terminated=%d", u[n] == 0);
    (*env)->ReleaseStringUTFChars(env, s, u);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniStrings_chars(JNIEnv *env, jclass c, jstring s) {
    UNUSED(c);
    Out o = {.n = 0};
    jboolean copy = 9;
    const jchar *u = (*env)->GetStringChars(env, s, &copy);
    jsize n = (*env)->GetStringLength(env, s);
    out(&o, "len=%d isCopy=%d [", n, copy);
    for (jsize i = 0; i < n; i++) out(&o, "%s%x", i ? " " : "", u[i]);
    out(&o, "]");
    (*env)->ReleaseStringChars(env, s, u);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniStrings_newString(JNIEnv *env, jclass c, jcharArray cs) {
    UNUSED(c);
    jsize n = (*env)->GetArrayLength(env, cs);
    jchar buf[64];
    (*env)->GetCharArrayRegion(env, cs, 0, n, buf);
    return (*env)->NewString(env, buf, n);
}

JNIEXPORT jstring JNICALL Java_JniStrings_region(JNIEnv *env, jclass c, jstring s, jint start, jint len) {
    UNUSED(c);
    Out o = {.n = 0};
    jchar buf[64];
    memset(buf, 0, sizeof buf);
    (*env)->GetStringRegion(env, s, start, len, buf);
    if (take_exception(env, &o)) return out_string(env, &o);
    out(&o, "[");
    for (jint i = 0; i < len; i++) out(&o, "%s%x", i ? " " : "", buf[i]);
    out(&o, "]");
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniStrings_utfRegion(JNIEnv *env, jclass c, jstring s, jint start, jint len) {
    UNUSED(c);
    Out o = {.n = 0};
    char buf[64];
    memset(buf, 'X', sizeof buf);
    (*env)->GetStringUTFRegion(env, s, start, len, buf);
    if (take_exception(env, &o)) return out_string(env, &o);
    out(&o, "[");
    hex(&o, buf, strlen(buf));
    out(&o, "]");
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniStrings_critical(JNIEnv *env, jclass c, jstring s) {
    UNUSED(c);
    Out o = {.n = 0};
    jsize n = (*env)->GetStringLength(env, s);
    jboolean copy = 9;
    const jchar *u = (*env)->GetStringCritical(env, s, &copy);
    unsigned sum = 0;
    for (jsize i = 0; i < n; i++) sum = sum * 31 + u[i];
    (*env)->ReleaseStringCritical(env, s, u);
    out(&o, "len=%d isCopy=%d hash=%u", n, copy, sum);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniStrings_nullUtf(JNIEnv *env, jclass c) {
    UNUSED(c);
    return (*env)->NewStringUTF(env, NULL);
}
