// What the Swift runtime tells about an object's lifetime, for the engine's unretained links
// (UIKit's Runtime/UnretainedLink.swift). The runtime exports these from libswiftCore, which
// every Swift program links; they are declared here with their C signatures.
#ifndef CSWIFTRUNTIME_H
#define CSWIFTRUNTIME_H

#include <stdbool.h>

/// Whether the object's deinitialization has begun: its strong count reached zero and its
/// `deinit` runs or has run. Swift's `weak` references read nil from that moment.
bool headless_object_is_deallocating(const void *object);

#endif
