#ifndef CALLGRIND_SHIM_H
#define CALLGRIND_SHIM_H

/// Starts counting instructions (zeroes the counts first); a no-op outside valgrind.
void callgrind_shim_start(void);
/// Stops counting instructions; a no-op outside valgrind.
void callgrind_shim_stop(void);
/// Whether the process runs under valgrind.
int callgrind_shim_running_on_valgrind(void);

#endif
