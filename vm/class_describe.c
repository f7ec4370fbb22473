/* class_describe.c: where a class lives, as HotSpot's linkage and access error messages say it:
   "module java.base of loader 'bootstrap'", "unnamed module of loader 'app'", "unnamed module of
   loader MyLoader @1b6d3586". The loader is named by its ClassLoader.nameAndId (set by the class
   library's constructor: the name in quotes or the loader's class name, and " @" and the identity
   hash for loaders other than the built-in ones). Module versions are not shown. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "vm.h"

char *vm_class_module_of_loader(Thread *t, Class *c)
{
    while (c->is_array) c = c->component;
    /* a class still being defined has no module yet: its package's in its loader */
    Object *mod = c->module ? c->module : c->loader && c->package ? class_module_for(c->loader, c->package) : NULL;
    Object *name = mod ? FIELD_AT(mod, vm_field_offset(t, "java/lang/Module", "name", "Ljava/lang/String;"), Object *) : NULL;
    char *module = name ? vm_string_to_utf8(name) : NULL;
    /* primitive classes, and boot classes before the module system gives them their module */
    if (!module && !c->loader && (c->prim_type || !c->module)) module = strdup("java.base");
    char *loader = NULL;
    if (c->loader) {
        Object *id = FIELD_AT(c->loader, vm_field_offset(t, "java/lang/ClassLoader", "nameAndId", "Ljava/lang/String;"), Object *);
        loader = id ? vm_string_to_utf8(id) : vm_class_java_name(c->loader->klass);
    }
    const char *fmt = module ? "module %s of loader %s" : "unnamed module%s of loader %s";
    int n = snprintf(NULL, 0, fmt, module ? module : "", loader ? loader : "'bootstrap'");
    char *out = vm_malloc((size_t)n + 1);
    snprintf(out, (size_t)n + 1, fmt, module ? module : "", loader ? loader : "'bootstrap'");
    free(module);
    free(loader);
    return out;
}

void vm_class_pair_modules(Thread *t, Class *a, Class *b, char *buf, size_t cap)
{
    char *da = vm_class_module_of_loader(t, a), *db = vm_class_module_of_loader(t, b);
    char *na = vm_class_java_name(a), *nb = vm_class_java_name(b);
    if (!strcmp(da, db)) snprintf(buf, cap, "%s and %s are in %s", na, nb, da);
    else snprintf(buf, cap, "%s is in %s; %s is in %s", na, da, nb, db);
    free(da);
    free(db);
    free(na);
    free(nb);
}
