/* object_layout.h: the size an object would take in HotSpot's 64-bit layout with compressed
   references and class pointers (what JVMTI GetObjectSize reports; docs/JVMTI.md, "Queries"). */
#ifndef VITRINE_JVMTI_OBJECT_LAYOUT_H
#define VITRINE_JVMTI_OBJECT_LAYOUT_H

#include "vm.h"

jlong object_layout_size(Object *o);

#endif
