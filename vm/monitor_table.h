/* monitor_table.h: the side table from an object to its monitor. Objects carry no monitor pointer:
   the first synchronisation on an object (or wait, or a tool's question about its monitor) creates a
   Monitor, records it here under the object's address (objects never move) and sets the object's
   inflated bit, so that only inflated objects are ever looked up. The collector drops the entries of
   dead objects. Linear probing, backward-shift deletion. One table per VM (Vm.monitors). */
#ifndef VITRINE_MONITOR_TABLE_H
#define VITRINE_MONITOR_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "hash_ptr.h"

typedef struct Object Object;
typedef struct Monitor Monitor;

typedef struct MonitorEntry {
    Object *obj; /* NULL: an empty slot */
    Monitor *monitor;
} MonitorEntry;

typedef struct MonitorTable {
    MonitorEntry *entries;
    uint32_t cap;   /* a power of two, 0 before the first entry */
    uint32_t count;
} MonitorTable;

/* The slot where o's entry would be if nothing collided. */
static inline uint32_t monitor_table_home(const MonitorTable *t, const Object *o) { return (uint32_t)vm_hash_ptr(o) & (t->cap - 1); }

/* The monitor recorded for o, NULL if none (inline: every monitor entry of an inflated object asks). */
static inline Monitor *monitor_table_get(const MonitorTable *t, const Object *o) {
    if (!t->cap) return NULL;
    uint32_t mask = t->cap - 1;
    for (uint32_t i = monitor_table_home(t, o);; i = (i + 1) & mask) {
        const MonitorEntry *e = &t->entries[i];
        if (e->obj == o) return e->monitor;
        if (!e->obj) return NULL;
    }
}

/* Records m as o's monitor (o has none yet). */
void monitor_table_put(MonitorTable *t, Object *o, Monitor *m);
/* Frees the monitor of every object is_alive says is dead and drops its entry (the collector, before
   the sweep: nobody can own or wait on an unreachable object's monitor, a waiter holds it in a frame). */
void monitor_table_sweep(MonitorTable *t, bool (*is_alive)(Object *o, void *ctx), void *ctx);

#endif
