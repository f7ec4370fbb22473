/* test_jvmti_env.c: JVMTI environments and raw monitors without a running VM, as an agent sees them in
   its OnLoad phase: the environment checks of the function table, disposing, local storage, and raw
   monitors shared by several OS threads (mutual exclusion, reentrancy, wait and notify, timeouts,
   errors for a thread that does not own the monitor). */
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "jvmti_impl.h"

static jvmtiEnv *new_env(void) {
    void *e = NULL;
    assert_int_equal(jvmti_get_env(&e, JVMTI_VERSION), JNI_OK);
    assert_non_null(e);
    return e;
}

static void environments(void **state) {
    (void)state;
    jvmtiEnv *a = new_env(), *b = new_env();
    assert_ptr_not_equal(a, b);
    jvmtiPhase p;
    assert_int_equal((*a)->GetPhase(a, &p), JVMTI_ERROR_NONE);
    assert_int_equal(p, JVMTI_PHASE_ONLOAD);
    /* a function of the live phase only */
    jthread t;
    assert_int_equal((*a)->GetCurrentThread(a, &t), JVMTI_ERROR_WRONG_PHASE);
    /* each environment has its own storage */
    int x, y;
    void *d;
    assert_int_equal((*a)->SetEnvironmentLocalStorage(a, &x), JVMTI_ERROR_NONE);
    assert_int_equal((*b)->SetEnvironmentLocalStorage(b, &y), JVMTI_ERROR_NONE);
    assert_int_equal((*a)->GetEnvironmentLocalStorage(a, &d), JVMTI_ERROR_NONE);
    assert_ptr_equal(d, &x);
    /* a disposed environment, and something that is not one, are refused */
    assert_int_equal((*b)->DisposeEnvironment(b), JVMTI_ERROR_NONE);
    jint v;
    assert_int_equal((*b)->GetVersionNumber(b, &v), JVMTI_ERROR_INVALID_ENVIRONMENT);
    struct { const struct jvmtiInterface_1_ *functions; } fake = {*a};
    jvmtiEnv *f = (jvmtiEnv *)&fake;
    assert_int_equal((*f)->GetVersionNumber(f, &v), JVMTI_ERROR_INVALID_ENVIRONMENT);
    assert_int_equal((*a)->GetVersionNumber(a, &v), JVMTI_ERROR_NONE);
    assert_int_equal(v, 0x30110000);
    /* events: one this VM does not send (the table says which) cannot be enabled; disabling is always fine */
    for (int i = 0; i < JVMTI_EVENT_COUNT; i++) {
        if (!jvmti_events[i].name || jvmti_events[i].posted || !jvmti_events[i].no_capability) continue;
        jvmtiEvent ev = (jvmtiEvent)(JVMTI_MIN_EVENT_TYPE_VAL + i);
        assert_int_equal((*a)->SetEventNotificationMode(a, JVMTI_ENABLE, ev, NULL), JVMTI_ERROR_NOT_AVAILABLE);
        assert_int_equal((*a)->SetEventNotificationMode(a, JVMTI_DISABLE, ev, NULL), JVMTI_ERROR_NONE);
    }
    assert_int_equal((*a)->SetEventNotificationMode(a, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL),
                     JVMTI_ERROR_NONE);
    assert_int_equal((*a)->SetEventNotificationMode(a, JVMTI_DISABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL),
                     JVMTI_ERROR_NONE);
    assert_int_equal((*a)->SetEventNotificationMode(a, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL), JVMTI_ERROR_NONE);
    assert_int_equal((*a)->SetEventNotificationMode(a, JVMTI_ENABLE, (jvmtiEvent)72, NULL), JVMTI_ERROR_INVALID_EVENT_TYPE);
    assert_int_equal((*a)->SetEventNotificationMode(a, (jvmtiEventMode)5, JVMTI_EVENT_VM_INIT, NULL),
                     JVMTI_ERROR_ILLEGAL_ARGUMENT);
    /* versions that are not JVMTI's */
    void *e;
    assert_int_equal(jvmti_get_env(&e, 0x30120000), JNI_EVERSION);
    assert_int_equal(jvmti_get_env(&e, 0x300A0000), JNI_EVERSION);
    (*a)->DisposeEnvironment(a);
}

/* ---------------------------------------------------------------- raw monitors */

static jvmtiEnv *env;
static jrawMonitorID mon;
static long counter;
static int turn;

static void *increment(void *arg) {
    (void)arg;
    for (int i = 0; i < 20000; i++) {
        (*env)->RawMonitorEnter(env, mon);
        (*env)->RawMonitorEnter(env, mon); /* reentrant */
        long c = counter;
        counter = c + 1;
        (*env)->RawMonitorExit(env, mon);
        (*env)->RawMonitorExit(env, mon);
    }
    return NULL;
}

static void mutual_exclusion(void **state) {
    (void)state;
    env = new_env();
    assert_int_equal((*env)->CreateRawMonitor(env, "counter", &mon), JVMTI_ERROR_NONE);
    pthread_t th[4];
    for (int i = 0; i < 4; i++) assert_int_equal(pthread_create(&th[i], NULL, increment, NULL), 0);
    for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);
    assert_int_equal(counter, 80000);
    assert_int_equal((*env)->DestroyRawMonitor(env, mon), JVMTI_ERROR_NONE);
    assert_int_equal((*env)->RawMonitorEnter(env, mon), JVMTI_ERROR_INVALID_MONITOR);
}

/* Two threads take turns: each waits until it is its turn, then passes it on with a notification. */
static void *ping(void *arg) {
    int me = (int)(intptr_t)arg;
    for (int i = 0; i < 200; i++) {
        (*env)->RawMonitorEnter(env, mon);
        while (turn != me) (*env)->RawMonitorWait(env, mon, 0);
        turn = 1 - me;
        (*env)->RawMonitorNotifyAll(env, mon);
        (*env)->RawMonitorExit(env, mon);
    }
    return NULL;
}

static void *not_owner(void *arg) {
    (void)arg;
    /* the main thread owns the monitor */
    intptr_t bad = (*env)->RawMonitorExit(env, mon) == JVMTI_ERROR_NOT_MONITOR_OWNER &&
                   (*env)->RawMonitorNotify(env, mon) == JVMTI_ERROR_NOT_MONITOR_OWNER &&
                   (*env)->RawMonitorWait(env, mon, 1) == JVMTI_ERROR_NOT_MONITOR_OWNER &&
                   (*env)->DestroyRawMonitor(env, mon) == JVMTI_ERROR_NOT_MONITOR_OWNER;
    return (void *)bad;
}

static void wait_and_notify(void **state) {
    (void)state;
    env = new_env();
    assert_int_equal((*env)->CreateRawMonitor(env, "turns", &mon), JVMTI_ERROR_NONE);
    pthread_t a, b;
    pthread_create(&a, NULL, ping, (void *)0);
    pthread_create(&b, NULL, ping, (void *)1);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert_int_equal(turn, 0);

    /* a timed wait that nobody notifies ends after its time, the monitor owned again */
    assert_int_equal((*env)->RawMonitorEnter(env, mon), JVMTI_ERROR_NONE);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    assert_int_equal((*env)->RawMonitorWait(env, mon, 30), JVMTI_ERROR_NONE);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    long ms = (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
    assert_true(ms >= 29);
    pthread_t c;
    void *res;
    pthread_create(&c, NULL, not_owner, NULL);
    pthread_join(c, &res);
    assert_true(res != NULL);
    assert_int_equal((*env)->RawMonitorExit(env, mon), JVMTI_ERROR_NONE);
    assert_int_equal((*env)->RawMonitorExit(env, mon), JVMTI_ERROR_NOT_MONITOR_OWNER);
    assert_int_equal((*env)->DestroyRawMonitor(env, mon), JVMTI_ERROR_NONE);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(environments),
        cmocka_unit_test(mutual_exclusion),
        cmocka_unit_test(wait_and_notify),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
