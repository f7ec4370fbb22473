/* cstack.c: how much C stack the calling OS thread has left. Java frames live on the VM's own frame
   stacks, but each nested interpreter run (a JNI up-call, the VM calling Java from C) also takes C
   stack: recursion through them must end in StackOverflowError before the C stack runs out, which
   would crash the process (natively) or trap (WebAssembly). */
#define _GNU_SOURCE
#include <stdint.h>

#include "internal.h"
#include "platform.h"

#if defined(__EMSCRIPTEN__)
#include <emscripten/stack.h>
#elif defined(VITRINE_WASI)
/* wasm-ld's default layout: the data, then the C stack growing down towards its end, then the heap */
extern char __data_end;
#else
#include <pthread.h>
#endif

/* Room kept below the last check for what runs until the next one: an interpreter run, natives, the
   JNI code of a library, creating the StackOverflowError. The sanitizers' frames are several times
   larger. */
#if defined(__SANITIZE_ADDRESS__)
#define CSTACK_RESERVE (1024u << 10)
#else
#define CSTACK_RESERVE (256u << 10)
#endif

#if defined(VITRINE_WASM)
/* The engine running the WebAssembly also keeps its call frames on a stack of its own, outside linear
   memory where the VM cannot measure it (Node's default is under 1 MB). Nested runs are counted
   instead: recursion through JNI up-calls reached 1100 levels before Node 20 threw RangeError. */
#define CSTACK_MAX_NESTED_RUNS 400
#endif

/* The lowest address the calling thread's C stack may use (0: not known yet). Per OS thread: green
   Java threads share their OS thread's C stack. */
static _Thread_local uintptr_t cstack_low;

static uintptr_t cstack_find_low(void) {
#if defined(__EMSCRIPTEN__)
    return emscripten_stack_get_end();
#elif defined(VITRINE_WASI)
    return (uintptr_t)&__data_end;
#else
    pthread_attr_t attr;
    void *addr = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attr) != 0) return 1;
    int r = pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_destroy(&attr);
    return r == 0 ? (uintptr_t)addr : 1;
#endif
}

bool cstack_has_room(void) {
#if defined(CSTACK_MAX_NESTED_RUNS)
    if (vm_interp_depth() >= CSTACK_MAX_NESTED_RUNS) return false;
#endif
    if (!cstack_low) cstack_low = cstack_find_low() + CSTACK_RESERVE;
    /* the frame's address, not a local's: a sanitizer may keep locals off the stack */
    return (uintptr_t)__builtin_frame_address(0) > cstack_low;
}
