#ifndef MEASUREMENT_SHIMS_H
#define MEASUREMENT_SHIMS_H

#include <stddef.h>

/// Starts counting instructions (zeroes the counts first); a no-op outside valgrind.
void callgrind_shim_start(void);
/// Stops counting instructions; a no-op outside valgrind.
void callgrind_shim_stop(void);
/// Whether the process runs under valgrind.
int callgrind_shim_running_on_valgrind(void);

/// Bytes that malloc has handed out and not taken back (mallinfo2: arena and mmapped).
size_t measurement_malloc_in_use(void);
/// malloc's usable size of a block that malloc returned.
size_t measurement_usable_size(void *pointer);

#endif
