/* registry.c: the table of all native methods implemented inside the VM, looked up by class, name and
   descriptor when a native method is first called. Each natives file exports one NativeDef table;
   this file lists them and indexes them in a hash table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../internal.h"

extern const NativeDef vm_natives_lang[], vm_natives_threads[], vm_natives_exceptions[], vm_natives_unsafe[],
    vm_natives_lang_misc[], vm_natives_system_props[], vm_natives_io[], vm_natives_nio[], vm_natives_zip[],
    vm_natives_class[], vm_natives_reflect[], vm_natives_npe[], vm_natives_invoke[], vm_natives_jimage[], vm_natives_math[], vm_natives_perf[], vm_natives_stackwalk[],
    vm_natives_process[], vm_natives_net[], vm_natives_net_nio[], vm_natives_net_extended[], vm_natives_net_datagram[],
    vm_natives_net_unix[], vm_natives_net_inherited[], vm_natives_platform_metrics[], vm_natives_management_vm[],
    vm_natives_management_threads[], vm_natives_management_memory[], vm_natives_management_os[],
    vm_natives_management_flags[];

static const NativeDef *const tables[] = {
    vm_natives_lang, vm_natives_threads, vm_natives_exceptions, vm_natives_unsafe, vm_natives_lang_misc,
    vm_natives_system_props, vm_natives_io, vm_natives_nio, vm_natives_zip, vm_natives_class, vm_natives_reflect,
    vm_natives_npe, vm_natives_invoke, vm_natives_jimage, vm_natives_math, vm_natives_perf, vm_natives_stackwalk,
    vm_natives_process, vm_natives_net, vm_natives_net_nio, vm_natives_net_extended, vm_natives_net_datagram,
    vm_natives_net_unix, vm_natives_net_inherited, vm_natives_platform_metrics, vm_natives_management_vm,
    vm_natives_management_threads, vm_natives_management_memory, vm_natives_management_os, vm_natives_management_flags,
};

NativeResult vm_native_nothing(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args, (void)ret;
    return NR_OK;
}

typedef struct Entry {
    const char *cls, *name, *desc; /* symbols */
    NativeFn fn;
} Entry;

static Entry *tab;
static size_t cap;

static size_t hash3(const char *a, const char *b, const char *c) {
    uintptr_t h = (uintptr_t)a * 31u + (uintptr_t)b * 17u + (uintptr_t)c;
    return (size_t)(h ^ (h >> 13));
}

void natives_check_tables(void) {
    size_t n = 0;
    for (size_t i = 0; i < sizeof tables / sizeof *tables; i++)
        for (const NativeDef *d = tables[i]; d && d->class_name; d++) n++;
    cap = 1;
    while (cap < n * 2 + 16) cap *= 2;
    tab = vm_calloc(cap, sizeof(Entry));
    for (size_t i = 0; i < sizeof tables / sizeof *tables; i++)
        for (const NativeDef *d = tables[i]; d && d->class_name; d++) {
            const char *c = sym(d->class_name), *nm = sym(d->name), *ds = sym(d->desc);
            size_t j = hash3(c, nm, ds) & (cap - 1);
            while (tab[j].cls) {
                if (tab[j].cls == c && tab[j].name == nm && tab[j].desc == ds)
                    vm_fatal("native %s.%s%s is defined twice", c, nm, ds);
                j = (j + 1) & (cap - 1);
            }
            tab[j] = (Entry){c, nm, ds, d->fn};
        }
}

NativeFn vm_lookup_native(Class *c, const char *name, const char *desc) {
    size_t j = hash3(c->name, name, desc) & (cap - 1);
    while (tab[j].cls) {
        if (tab[j].cls == c->name && tab[j].name == name && tab[j].desc == desc) return tab[j].fn;
        j = (j + 1) & (cap - 1);
    }
    return NULL;
}
