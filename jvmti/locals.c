/* locals.c: JVMTI's local variable functions: GetLocal<Type>, SetLocal<Type> and GetLocalInstance.

   A slot is checked as HotSpot checks it, in two steps. First against what the frame holds: the
   reference map of the method at the frame's bci (vm/refmap.c, the collector's exact roots) says which
   slots hold references; reading or writing a reference in a slot that is not one, or a primitive in
   one that is, is TYPE_MISMATCH, and a long or double whose second slot holds a reference is
   INVALID_SLOT. Then, when the method has a LocalVariableTable, against the variable declared for the
   slot at the bci (the range's end included, as HotSpot): no variable is INVALID_SLOT, another type
   TYPE_MISMATCH (boolean, byte, char, short and int are all int; arrays are objects), and an object
   stored must be an instance of the declared class (compared by name along its superclasses and
   interfaces). The first step is also what keeps SetLocalObject safe for the collector: a reference is
   only ever stored where the maps will find it. Where the maps are unknown (jsr/ret, code the
   analysis refused) the collector scans the frame conservatively, so any store is safe and only the
   LocalVariableTable checks remain.

   The reference map is taken where the frame really stands, the table at the location the frame
   functions report (they differ only in a thread blocked in monitorenter: frames.c). The frame is
   found by depth (frames.c); native frames are OPAQUE_FRAME except for
   GetLocalInstance. The caller holds the execution token, so the thread's frames are saved and the
   interpreter reads a changed local from the frame when the thread runs again. */
#include <string.h>

#include "jvmti_impl.h"
#include "query_support.h"
#include "../vm/refmap.h"

/* The JVMTI type of a local: what GetLocal<Type> reads and SetLocal<Type> writes. */
typedef enum LocalType { LT_INT, LT_LONG, LT_FLOAT, LT_DOUBLE, LT_OBJECT } LocalType;

static bool is_wide(LocalType lt) { return lt == LT_LONG || lt == LT_DOUBLE; }

/* The type a LocalVariableTable descriptor stands for. */
static LocalType declared_type(const char *desc) {
    switch (desc[0]) {
    case 'J': return LT_LONG;
    case 'F': return LT_FLOAT;
    case 'D': return LT_DOUBLE;
    case 'L': case '[': return LT_OBJECT;
    default: return LT_INT;
    }
}

/* The LocalVariableTable entry of slot at bci, NULL if none; *has_table tells whether there is a table. */
static const CfLocalVar *declared_local(Method *m, int slot, int bci, bool *has_table) {
    const CfCode *code = m->info ? m->info->code : NULL;
    *has_table = code && code->n_locals > 0;
    if (!*has_table) return NULL;
    for (uint16_t i = 0; i < code->n_locals; i++) {
        const CfLocalVar *v = &code->locals[i];
        if (v->index == slot && v->start_pc <= bci && bci <= v->start_pc + v->length) return v;
    }
    return NULL;
}

/* o's class, one of its superclasses or one of its interfaces has the name of descriptor desc. */
static bool instance_of_descriptor(Object *o, const char *desc) {
    size_t len = strlen(desc);
    const char *name = desc;
    if (desc[0] == 'L' && desc[len - 1] == ';') name++, len -= 2;
    for (Class *c = o->klass; c; c = c->super)
        if (strlen(c->name) == len && !memcmp(c->name, name, len)) return true;
    for (uint16_t i = 0; i < o->klass->n_itables; i++) {
        const char *n = o->klass->itables[i].iface->name;
        if (strlen(n) == len && !memcmp(n, name, len)) return true;
    }
    if (o->klass->is_array && name[0] == '[') {
        /* an array of a subtype of the declared element type: its class is then a subclass */
        Class *declared = vm_find_loaded_class(o->klass->loader, desc);
        if (!declared) declared = vm_find_loaded_class(NULL, desc);
        return declared && vm_is_subclass_of(o->klass, declared);
    }
    return false;
}

/* Finds the frame and checks the slot for reading or writing a value of type lt (value: the object a
   SetLocalObject stores, else NULL). */
static jvmtiError local_slot(jthread thread, jint depth, jint slot, LocalType lt, Object *value, Slot **out) {
    Thread *t = jvmti_live_thread(thread);
    if (!t) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    Frame *f = jvmti_frame_at(t, depth);
    if (!f) return JVMTI_ERROR_NO_MORE_FRAMES;
    Method *m = f->method;
    if (m->access & ACC_NATIVE) return JVMTI_ERROR_OPAQUE_FRAME;
    int wide = is_wide(lt) ? 1 : 0;
    if (slot < 0 || slot + wide >= m->max_locals) return JVMTI_ERROR_INVALID_SLOT;
    int bci = frame_bci(f);
    const uint64_t *bits;
    uint32_t stack_depth;
    if (bci >= 0 && refmap_at(m, (uint32_t)bci, &bits, &stack_depth)) {
        bool ref = (bits[slot / 64] >> (slot % 64)) & 1;
        if (wide && ((bits[(slot + 1) / 64] >> ((slot + 1) % 64)) & 1)) return JVMTI_ERROR_INVALID_SLOT;
        if (ref != (lt == LT_OBJECT)) return JVMTI_ERROR_TYPE_MISMATCH;
    }
    bool has_table;
    const CfLocalVar *v = declared_local(m, slot, (int)jvmti_frame_location(t, f), &has_table);
    if (has_table) {
        if (!v) return JVMTI_ERROR_INVALID_SLOT;
        if (declared_type(v->desc) != lt) return JVMTI_ERROR_TYPE_MISMATCH;
        if (value && !instance_of_descriptor(value, v->desc)) return JVMTI_ERROR_TYPE_MISMATCH;
    }
    *out = &f->locals[slot];
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetLocalObject(jvmtiEnv *env, jthread thread, jint depth, jint slot, jobject *value_ptr) {
    (void)env;
    Slot *s;
    jvmtiError err = local_slot(thread, depth, slot, LT_OBJECT, NULL, &s);
    if (err == JVMTI_ERROR_NONE) *value_ptr = jq_local(s->l);
    return err;
}

jvmtiError jvmti_GetLocalInt(jvmtiEnv *env, jthread thread, jint depth, jint slot, jint *value_ptr) {
    (void)env;
    Slot *s;
    jvmtiError err = local_slot(thread, depth, slot, LT_INT, NULL, &s);
    if (err == JVMTI_ERROR_NONE) *value_ptr = s->i;
    return err;
}

jvmtiError jvmti_GetLocalLong(jvmtiEnv *env, jthread thread, jint depth, jint slot, jlong *value_ptr) {
    (void)env;
    Slot *s;
    jvmtiError err = local_slot(thread, depth, slot, LT_LONG, NULL, &s);
    if (err == JVMTI_ERROR_NONE) *value_ptr = s->j;
    return err;
}

jvmtiError jvmti_GetLocalFloat(jvmtiEnv *env, jthread thread, jint depth, jint slot, jfloat *value_ptr) {
    (void)env;
    Slot *s;
    jvmtiError err = local_slot(thread, depth, slot, LT_FLOAT, NULL, &s);
    if (err == JVMTI_ERROR_NONE) *value_ptr = s->f;
    return err;
}

jvmtiError jvmti_GetLocalDouble(jvmtiEnv *env, jthread thread, jint depth, jint slot, jdouble *value_ptr) {
    (void)env;
    Slot *s;
    jvmtiError err = local_slot(thread, depth, slot, LT_DOUBLE, NULL, &s);
    if (err == JVMTI_ERROR_NONE) *value_ptr = s->d;
    return err;
}

/* `this` of a non-static frame, native frames included (their locals are their arguments). */
jvmtiError jvmti_GetLocalInstance(jvmtiEnv *env, jthread thread, jint depth, jobject *value_ptr) {
    (void)env;
    Thread *t = jvmti_live_thread(thread);
    if (!t) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    Frame *f = jvmti_frame_at(t, depth);
    if (!f) return JVMTI_ERROR_NO_MORE_FRAMES;
    if (f->method->access & ACC_STATIC) return JVMTI_ERROR_INVALID_SLOT;
    *value_ptr = jq_local(f->locals[0].l);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_SetLocalObject(jvmtiEnv *env, jthread thread, jint depth, jint slot, jobject value) {
    (void)env;
    Object *o = value ? jni_deref(value) : NULL;
    if (value && !o) return JVMTI_ERROR_INVALID_OBJECT;
    Slot *s;
    jvmtiError err = local_slot(thread, depth, slot, LT_OBJECT, o, &s);
    if (err == JVMTI_ERROR_NONE) s->l = o;
    return err;
}

jvmtiError jvmti_SetLocalInt(jvmtiEnv *env, jthread thread, jint depth, jint slot, jint value) {
    (void)env;
    Slot *s;
    jvmtiError err = local_slot(thread, depth, slot, LT_INT, NULL, &s);
    if (err == JVMTI_ERROR_NONE) s->i = value;
    return err;
}

jvmtiError jvmti_SetLocalLong(jvmtiEnv *env, jthread thread, jint depth, jint slot, jlong value) {
    (void)env;
    Slot *s;
    jvmtiError err = local_slot(thread, depth, slot, LT_LONG, NULL, &s);
    if (err == JVMTI_ERROR_NONE) s->j = value;
    return err;
}

jvmtiError jvmti_SetLocalFloat(jvmtiEnv *env, jthread thread, jint depth, jint slot, jfloat value) {
    (void)env;
    Slot *s;
    jvmtiError err = local_slot(thread, depth, slot, LT_FLOAT, NULL, &s);
    if (err == JVMTI_ERROR_NONE) s->f = value;
    return err;
}

jvmtiError jvmti_SetLocalDouble(jvmtiEnv *env, jthread thread, jint depth, jint slot, jdouble value) {
    (void)env;
    Slot *s;
    jvmtiError err = local_slot(thread, depth, slot, LT_DOUBLE, NULL, &s);
    if (err == JVMTI_ERROR_NONE) s->d = value;
    return err;
}
