#ifndef WAYPOINT_CALLGRIND_CONTROL_H
#define WAYPOINT_CALLGRIND_CONTROL_H

/// Whether the process runs under valgrind.
int waypoint_on_valgrind(void);
/// Zeroes callgrind's counters: a region starts.
void waypoint_callgrind_zero(void);
/// Turns callgrind's collection on or off (it starts off with --collect-atstart=no).
void waypoint_callgrind_toggle(void);
/// Turns callgrind's instrumentation on or off (it starts off with
/// --instr-atstart=no): uninstrumented code is neither counted nor seen
/// calling anything.
void waypoint_callgrind_instrument(int on);
/// Writes the counters since the last zero to a dump named `name`.
void waypoint_callgrind_dump(const char *name);

#endif
