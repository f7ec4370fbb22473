/* module_registry.c: every named java.lang.Module defined to the VM (Module.defineModule0), in
   definition order, for tools that list modules (JVMTI GetAllModules). Modules, like classes, are
   never unloaded: each recorded module is a permanent root. Slots live in fixed-size chunks that never
   move, so each slot's address can be registered as a root once. */
#include "internal.h"

#define MODULE_CHUNK 128

typedef struct ModuleChunk {
    struct ModuleChunk *next;
    Object *modules[MODULE_CHUNK];
} ModuleChunk;

typedef struct ModuleRegistry {
    ModuleChunk *first, *last;
    size_t count;
} ModuleRegistry;

static ModuleRegistry registry;

void modules_record(Object *module) {
    size_t i = registry.count % MODULE_CHUNK;
    if (i == 0) {
        ModuleChunk *c = vm_calloc(1, sizeof(ModuleChunk));
        if (registry.last) registry.last->next = c;
        else registry.first = c;
        registry.last = c;
    }
    registry.last->modules[i] = module;
    vm_add_global_root(&registry.last->modules[i]);
    registry.count++;
}

void modules_foreach(void (*fn)(Object *module, void *ctx), void *ctx) {
    size_t left = registry.count;
    for (ModuleChunk *c = registry.first; c && left; c = c->next)
        for (size_t i = 0; i < MODULE_CHUNK && left; i++, left--) fn(c->modules[i], ctx);
}
