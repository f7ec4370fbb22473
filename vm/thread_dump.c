/* thread_dump.c: the full thread dump that SIGQUIT (Ctrl-\) prints, in HotSpot's layout: every live
   thread with its number, priority, state in words and java.lang.Thread.State, its frames as stack
   trace elements with the monitors each frame holds, the one the thread waits on, wants to lock or
   parks for; the count of JNI global references; the Java-level deadlocks (cycles of threads blocked
   on monitors another of them holds) with their stacks; a heap summary. What HotSpot prints of its own
   machinery (SMR lists, compiler and GC threads, metaspace) has no counterpart here; tid= is the
   thread's VM address and nid= its VM thread number. The caller is a thread attached to the VM, in
   native code (the signal dispatcher, the attach listener); the dump takes the execution token. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "heap.h"
#include "internal.h"
#include "jni/jni_impl.h"


/* "(a java.lang.Object)", "(a java.lang.Class for Dl)" */
static void print_object(FILE *out, Object *o) {
    char *cn = vm_class_java_name(o->klass);
    Class *of = o->klass == wk.Class ? vm_class_of_mirror(o) : NULL;
    char *ofn = of ? vm_class_java_name(of) : NULL;
    fprintf(out, "<0x%016llx> (a %s%s%s)", (unsigned long long)(uintptr_t)o, cn, ofn ? " for " : "", ofn ? ofn : "");
    free(ofn);
    free(cn);
}

/* A frame as StackTraceElement.toString shows it: Class.method(module@version/File.java:line) */
static void print_frame(Thread *self, FILE *out, Frame *f) {
    Method *m = f->method;
    Class *c = m->klass;
    char *cn = vm_class_java_name(c);
    fprintf(out, "\tat %s.%s(", cn, m->name);
    free(cn);
    char *module = vm_class_module_name(self, c);
    if (module) {
        fprintf(out, "%s%s%s/", module, c->loader ? "" : "@", c->loader ? "" : vm_java_version());
        free(module);
    }
    const char *file = c->cf ? c->cf->source_file : NULL;
    if (m->access & ACC_NATIVE) {
        fputs("Native Method)\n", out);
    } else if (!file) {
        fputs("Unknown Source)\n", out);
    } else {
        int line = m->code && f->pc ? method_line_number(m, (int)(f->pc - m->code)) : -1;
        if (line >= 0) fprintf(out, "%s:%d)\n", file, line);
        else fprintf(out, "%s)\n", file);
    }
}

static bool blocked(const Thread *u) { return u->status == THREAD_BLOCKED && u->monitor_object; }

/* The frames of u, each with the monitors it holds; the top one with what u waits for. */
static void print_stack(Thread *self, FILE *out, Thread *u) {
    bool top = true;
    for (Frame *f = u->frame; f; f = f->prev) {
        if (!f->method) continue;
        print_frame(self, out, f);
        if (top) {
            top = false;
            if ((u->status == THREAD_WAITING || u->status == THREAD_TIMED_WAITING) && u->monitor_object) {
                fputs("\t- waiting on ", out);
                print_object(out, u->monitor_object);
                fputc('\n', out);
            } else if (blocked(u)) {
                fputs("\t- waiting to lock ", out);
                print_object(out, u->monitor_object);
                fputc('\n', out);
            } else {
                Object *blocker = thread_park_blocker(u);
                if (blocker) {
                    fputs("\t- parking to wait for  ", out);
                    print_object(out, blocker);
                    fputc('\n', out);
                }
            }
        }
        /* innermost entry first, each object once per frame (re-entries are one line) */
        for (int i = u->n_lock_records - 1; i >= 0; i--) {
            if (u->lock_records[i].frame != f) continue;
            bool seen = false;
            for (int j = u->n_lock_records - 1; j > i && !seen; j--)
                seen = u->lock_records[j].frame == f && u->lock_records[j].obj == u->lock_records[i].obj;
            if (seen) continue;
            fputs("\t- locked ", out);
            print_object(out, u->lock_records[i].obj);
            fputc('\n', out);
        }
    }
}

static void state_words(const Thread *u, const char **header, const char **state) {
    switch (u->status) {
    case THREAD_BLOCKED: *header = "waiting for monitor entry"; *state = "BLOCKED (on object monitor)"; break;
    case THREAD_WAITING: *header = "in Object.wait()"; *state = "WAITING (on object monitor)"; break;
    case THREAD_TIMED_WAITING: *header = "in Object.wait()"; *state = "TIMED_WAITING (on object monitor)"; break;
    case THREAD_PARKED: *header = "waiting on condition"; *state = "WAITING (parking)"; break;
    case THREAD_TIMED_PARKED: *header = "waiting on condition"; *state = "TIMED_WAITING (parking)"; break;
    case THREAD_SLEEPING: *header = "waiting on condition"; *state = "TIMED_WAITING (sleeping)"; break;
    default: *header = "runnable"; *state = "RUNNABLE"; break;
    }
}

static void print_thread(Thread *self, FILE *out, Thread *u) {
    char *name = thread_name_utf8(u);
    const char *header, *state;
    state_words(u, &header, &state);
    fprintf(out, "\"%s\" #%lld%s prio=%d os_prio=0", name, (long long)thread_java_id(u), u->daemon ? " daemon" : "",
            (int)thread_java_priority(u));
    int64_t cpu;
    if (token_thread_cpu_time(u, &cpu)) fprintf(out, " cpu=%.2fms", (double)cpu / 1e6);
    fprintf(out, " elapsed=%.2fs tid=0x%016llx nid=0x%llx %s  [0x%016llx]\n", (double)(vm_nanotime() - u->start_nanos) / 1e9,
            (unsigned long long)(uintptr_t)u, (unsigned long long)u->id, header, (unsigned long long)(uintptr_t)u->stack_base);
    fprintf(out, "   java.lang.Thread.State: %s\n", state);
    print_stack(self, out, u);
    fputc('\n', out);
    free(name);
}

static void count_ref(Object **ref, void *ctx) {
    (void)ref;
    (*(int *)ctx)++;
}

static bool count_weak(Object *o, void *ctx) {
    (void)o;
    (*(int *)ctx)++;
    return true; /* alive: counting clears nothing */
}

/* ---------------------------------------------------------------- deadlocks */

static Thread *blocker_of(Thread *u) { return thread_blocker(u, false); }

/* Threads on a cycle of blocked threads are printed once: the cycle is named by its first thread in
   the list of all threads. */
static bool on_cycle_from(Thread *start, Thread **first) {
    if (!thread_in_deadlock(start, false)) return false;
    /* the cycle's member that comes first among all threads */
    *first = start;
    for (Thread *x = all_threads; x; x = x->next) {
        Thread *v = start;
        do {
            if (v == x) { *first = x; return true; }
            v = blocker_of(v);
        } while (v && v != start);
    }
    return true;
}

static void print_cycle(Thread *self, FILE *out, Thread *start) {
    fputs("\nFound one Java-level deadlock:\n=============================\n", out);
    Thread *u = start;
    do {
        Thread *owner = blocker_of(u);
        char *n = thread_name_utf8(u), *on = thread_name_utf8(owner);
        char *cn = vm_class_java_name(u->monitor_object->klass);
        fprintf(out, "\"%s\":\n  waiting to lock monitor 0x%016llx (object 0x%016llx, a %s),\n  which is held by \"%s\"\n", n,
                (unsigned long long)(uintptr_t)monitor_of(u->monitor_object), (unsigned long long)(uintptr_t)u->monitor_object,
                cn, on);
        free(cn);
        free(n);
        free(on);
        u = owner;
        if (u != start) fputc('\n', out);
    } while (u != start);
    fputs("\nJava stack information for the threads listed above:\n"
          "===================================================\n", out);
    u = start;
    do {
        char *n = thread_name_utf8(u);
        fprintf(out, "\"%s\":\n", n);
        free(n);
        print_stack(self, out, u);
        u = blocker_of(u);
    } while (u != start);
}

void thread_dump_print(Thread *self, FILE *out) {
    vm_leave_native(self); /* the token: no thread runs Java code while the dump reads them */
    char when[32];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", &tm);
    fprintf(out, "%s\nFull thread dump Vitrine (%s interpreted mode):\n\n", when, vm_java_version());
    for (Thread *u = all_threads; u; u = u->next)
        if (u->status != THREAD_NEW && u->status != THREAD_TERMINATED && u->jthread) print_thread(self, out, u);
    int globals = 0, weaks = 0;
    jni_visit_globals(count_ref, &globals);
    jni_process_weak_refs(count_weak, &weaks);
    fprintf(out, "JNI global refs: %d, weak refs: %d\n\n", globals, weaks);
    int deadlocks = 0;
    for (Thread *u = all_threads; u; u = u->next) {
        Thread *first;
        if (u->status == THREAD_TERMINATED || !on_cycle_from(u, &first) || first != u) continue;
        print_cycle(self, out, u);
        deadlocks++;
    }
    if (deadlocks) fprintf(out, "\nFound %d deadlock%s.\n\n", deadlocks, deadlocks == 1 ? "" : "s");
    fprintf(out, "Heap\n mark-sweep heap total %lluK, used %lluK, max %lluK\n\n", (unsigned long long)(vm_heap_capacity() >> 10),
            (unsigned long long)(vm_heap_used() >> 10), (unsigned long long)(vm_heap_max() >> 10));
    fflush(out);
    vm_enter_native(self);
}
