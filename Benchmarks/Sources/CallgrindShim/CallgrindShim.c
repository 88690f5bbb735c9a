#include "CallgrindShim.h"

// Debian's valgrind package ships these headers; without them the shim does nothing.
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
