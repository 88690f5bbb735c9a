#include "CSwiftRuntime.h"

// Exported by the Swift runtime (include/swift/Runtime/HeapObject.h), C calling convention.
extern bool swift_isDeallocating(const void *object);

bool headless_object_is_deallocating(const void *object) {
    return swift_isDeallocating(object);
}
