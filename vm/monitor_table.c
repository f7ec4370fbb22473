/* monitor_table.c: the object-to-monitor side table (monitor_table.h): open addressing with linear
   probing, kept at most half full, shrunk after a collection that left it mostly empty. */
#include <stdlib.h>

#include "internal.h"
#include "monitor_table.h"

#define MIN_CAP 64u

static void insert(MonitorTable *t, Object *o, Monitor *m) {
    uint32_t mask = t->cap - 1, i = monitor_table_home(t, o);
    while (t->entries[i].obj) i = (i + 1) & mask;
    t->entries[i] = (MonitorEntry){o, m};
    t->count++;
}

static void resize(MonitorTable *t, uint32_t cap) {
    MonitorEntry *old = t->entries;
    uint32_t old_cap = t->cap;
    t->entries = vm_calloc(cap, sizeof(MonitorEntry));
    t->cap = cap;
    t->count = 0;
    for (uint32_t i = 0; i < old_cap; i++)
        if (old[i].obj) insert(t, old[i].obj, old[i].monitor);
    free(old);
}

void monitor_table_put(MonitorTable *t, Object *o, Monitor *m) {
    if ((t->count + 1) * 2 > t->cap) resize(t, t->cap ? t->cap * 2 : MIN_CAP);
    insert(t, o, m);
}

/* Empties slot i, moving back the entries after it in its cluster that may occupy it, so that every
   entry stays reachable from its home slot without tombstones. */
static void remove_at(MonitorTable *t, uint32_t i) {
    uint32_t mask = t->cap - 1;
    for (uint32_t j = (i + 1) & mask; t->entries[j].obj; j = (j + 1) & mask) {
        uint32_t home = monitor_table_home(t, t->entries[j].obj);
        /* j's entry may fill the hole when its home is not after the hole (cyclically) */
        if (((j - home) & mask) >= ((j - i) & mask)) {
            t->entries[i] = t->entries[j];
            i = j;
        }
    }
    t->entries[i] = (MonitorEntry){NULL, NULL};
    t->count--;
}

void monitor_table_sweep(MonitorTable *t, bool (*is_alive)(Object *o, void *ctx), void *ctx) {
    /* a removal fills slot i from later in its cluster (or, at the end of the table, from slots already
       visited): slot i is looked at again until it is empty or alive */
    for (uint32_t i = 0; i < t->cap; i++)
        while (t->entries[i].obj && !is_alive(t->entries[i].obj, ctx)) {
            free(t->entries[i].monitor);
            remove_at(t, i);
        }
    if (t->cap > MIN_CAP && t->count * 8 < t->cap) {
        uint32_t cap = t->cap;
        while (cap > MIN_CAP && t->count * 8 < cap) cap /= 2;
        resize(t, cap);
    }
}
