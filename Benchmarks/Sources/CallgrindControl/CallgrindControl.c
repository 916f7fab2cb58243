// Callgrind's client requests, so a benchmark counts the instructions of the
// measured operations alone. Outside valgrind each request is a no-op of a few
// instructions; without valgrind's headers they compile to nothing.
#include "CallgrindControl.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define WAYPOINT_HAS_CALLGRIND 1
#endif
#endif

int waypoint_on_valgrind(void) {
#ifdef WAYPOINT_HAS_CALLGRIND
  return RUNNING_ON_VALGRIND ? 1 : 0;
#else
  return 0;
#endif
}

void waypoint_callgrind_zero(void) {
#ifdef WAYPOINT_HAS_CALLGRIND
  CALLGRIND_ZERO_STATS;
#endif
}

void waypoint_callgrind_toggle(void) {
#ifdef WAYPOINT_HAS_CALLGRIND
  CALLGRIND_TOGGLE_COLLECT;
#endif
}

void waypoint_callgrind_instrument(int on) {
#ifdef WAYPOINT_HAS_CALLGRIND
  if (on) {
    CALLGRIND_START_INSTRUMENTATION;
  } else {
    CALLGRIND_STOP_INSTRUMENTATION;
  }
#else
  (void)on;
#endif
}

void waypoint_callgrind_dump(const char *name) {
#ifdef WAYPOINT_HAS_CALLGRIND
  CALLGRIND_DUMP_STATS_AT(name);
#else
  (void)name;
#endif
}
