/// `HUGE` from Darwin's math.h (`MAXFLOAT`, the largest finite `Float`), which apps reach through
/// Foundation and set as an animation's `repeatCount` to repeat it for ever. Linux's C library
/// does not export it to Swift.
public var HUGE: Float { .greatestFiniteMagnitude }
