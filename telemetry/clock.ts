/**
 * The wall clock to the microsecond, for times compared with another process's: HAProxy stamps
 * each request with its receipt in microseconds (`X-Request-Start`), and the page server times
 * the request from there (./httpTelemetry.ts). `Date.now()` is whole milliseconds, cut down: a
 * duration measured with it from a microsecond stamp reads on average half a millisecond short,
 * a tenth of a product page's few milliseconds at p50 (the chaos run's comparison with its load
 * generator, docs/operations.md).
 *
 * It is the monotonic clock (`performance.now()`) from an anchor on the wall clock, as
 * OpenTelemetry's span times are, kept within the millisecond `Date.now()` reads: should the wall
 * clock be stepped (an NTP correction, an operator), the next reading moves the anchor back
 * inside it. The monotonic reading is taken between two of the wall clock's, and is inside when it
 * is within the milliseconds they span: a process descheduled between two reads (a busy machine)
 * does not take the pause for a step of the clock (it once moved the anchor up to the pause ahead,
 * and the readings stood still at the millisecond's end until the wall clock caught up).
 */
/**
 * A clock reading `wall` (whole milliseconds since the epoch) and `monotonic` (milliseconds since
 * `origin`, with their fraction): the process's own below, a simulated pair in its test.
 */
export function microsecondClock(
  wall: () => number,
  monotonic: () => number,
  origin: number,
): () => number {
  let anchor = origin;
  return () => {
    const before = wall();
    const reading = monotonic();
    const after = wall();
    const precise = anchor + reading;
    if (precise >= before && precise < after + 1) return precise;
    // Outside the wall clock's milliseconds: the nearest time inside them, and the anchor moved there.
    const moved = precise < before ? before : after + 0.999;
    anchor = moved - reading;
    return moved;
  };
}

/** Milliseconds since the epoch, with their fraction. */
export const epochNow = microsecondClock(Date.now, () => performance.now(), performance.timeOrigin);
