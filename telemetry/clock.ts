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
 * inside it.
 */
let anchor = performance.timeOrigin;

/** Milliseconds since the epoch, with their fraction. */
export function epochNow(): number {
  const monotonic = performance.now();
  const wall = Date.now();
  const precise = anchor + monotonic;
  if (precise >= wall && precise < wall + 1) return precise;
  // Outside the wall clock's millisecond: the nearest time inside it, and the anchor moved there.
  const moved = precise < wall ? wall : wall + 0.999;
  anchor = moved - monotonic;
  return moved;
}
