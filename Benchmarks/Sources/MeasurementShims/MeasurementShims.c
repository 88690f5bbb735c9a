#include "MeasurementShims.h"
#include <malloc.h>

// Debian's valgrind package ships these headers; without them the client requests do nothing.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define SHIM_HAS_VALGRIND 1
#endif

void callgrind_shim_start(void) {
#ifdef SHIM_HAS_VALGRIND
    CALLGRIND_ZERO_STATS;
    CALLGRIND_START_INSTRUMENTATION;
#endif
}

void callgrind_shim_stop(void) {
#ifdef SHIM_HAS_VALGRIND
    CALLGRIND_STOP_INSTRUMENTATION;
#endif
}

int callgrind_shim_running_on_valgrind(void) {
#ifdef SHIM_HAS_VALGRIND
    return RUNNING_ON_VALGRIND;
#else
    return 0;
#endif
}

size_t measurement_malloc_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

size_t measurement_usable_size(void *pointer) {
    return malloc_usable_size(pointer);
}
