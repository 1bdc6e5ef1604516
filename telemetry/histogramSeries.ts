/**
 * One series of a prom-client histogram (one set of label values), observed without the work
 * prom-client's `observe(labels, value)` does on every call: validating the labels, building
 * their hash string and converting the bucket's bound to a property key (about 0.6 µs; this is
 * about 0.1 µs). The servers observe two or three durations for every product page (the page's,
 * the shop call's, the shop's own), a few per cent of what the page costs with logs and metrics on
 * (the bench's "Logs and metrics").
 *
 * It writes into the series prom-client keeps (its `hashMap` entry: `sum`, `count`,
 * `bucketValues` by bound), the one its own `observe` writes and its exposition reads, found once
 * per series. Anything unexpected there (another prom-client version, a registry reset) and each
 * value goes through `histogram.observe` as before: ./histogramSeries.test.ts holds the two ways'
 * output equal.
 */
import type { Histogram, LabelValues } from 'prom-client';
import { kept, newMap } from './kept';

interface SeriesEntry {
  labels: object;
  sum: number;
  count: number;
  bucketValues: Record<string, number>;
}

interface HistogramInternals {
  hashMap?: Record<string, SeriesEntry | undefined>;
  upperBounds?: readonly number[];
}

/** Whether `entry` is the series of exactly `labels`. */
function sameLabels(entry: SeriesEntry, labels: Record<string, unknown>): boolean {
  const theirs = entry.labels as Record<string, unknown>;
  const names = Object.keys(labels);
  return (
    names.length === Object.keys(theirs).length &&
    names.every((name) => String(theirs[name]) === String(labels[name]))
  );
}

/** The key of `labels`' series in the histogram's map, made (zeroed) when there is none yet. */
function seriesKey<T extends string>(
  histogram: Histogram<T>,
  internals: HistogramInternals,
  labels: LabelValues<T>,
): string | undefined {
  const find = () =>
    Object.keys(internals.hashMap ?? {}).find((key) => {
      const entry = internals.hashMap?.[key];
      return entry !== undefined && sameLabels(entry, labels);
    });
  const found = find();
  if (found !== undefined) return found;
  histogram.zero(labels);
  return find();
}

/** `observe(value)` of one series of `histogram` (see above). */
export function histogramSeries<T extends string>(
  histogram: Histogram<T>,
  labels: LabelValues<T>,
): (value: number) => void {
  const slow = (value: number) => histogram.observe(labels, value);
  const internals = histogram as unknown as HistogramInternals;
  const bounds = internals.upperBounds;
  if (!Array.isArray(bounds) || typeof internals.hashMap !== 'object') return slow;
  const key = seriesKey(histogram, internals, labels);
  if (key === undefined) return slow;
  // The bucket's property key as prom-client made it (`bucketValues[bound]`), converted once, and
  // the very string the entry holds as its key: a number turned into a string anew is not the
  // engine's own copy of the key, and each read and write with it looked that copy up first.
  const own = new Map(Object.keys(internals.hashMap?.[key]?.bucketValues ?? {}).map((k) => [k, k]));
  const bucketKeys = bounds.map((bound) => own.get(String(bound)) ?? String(bound));
  return (value) => {
    const entry = internals.hashMap?.[key];
    // Reset since (the series is gone), or not a number (prom-client's own error).
    if (entry === undefined || !Number.isFinite(value)) return slow(value);
    let low = 0;
    let high = bounds.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (value <= bounds[middle]!) high = middle;
      else low = middle + 1;
    }
    entry.sum += value;
    entry.count += 1;
    // Above the largest bound: in the count (+Inf) only, as prom-client does.
    if (low < bounds.length) entry.bucketValues[bucketKeys[low]!]! += 1;
  };
}

type Observe = (value: number) => void;

const made = new WeakMap<object, Map<string, Observe>>();

/** The most series kept per histogram (label values come from route patterns and status codes). */
const MAX_SERIES = 10_000;

/**
 * `histogramSeries(histogram, labels)`, made once per `key` (a string naming the label values) and
 * kept: `seriesOf(h, { route, status }, `${route} ${status}`)(seconds)`.
 */
export function seriesOf<T extends string>(
  histogram: Histogram<T>,
  labels: LabelValues<T>,
  key: string,
): (value: number) => void {
  const byKey = kept(made, histogram, newMap<string, Observe>);
  return kept(byKey, key, () => histogramSeries(histogram, labels), MAX_SERIES);
}

/**
 * A request duration histogram's series by method, route and status (./httpTelemetry.ts), each
 * made once (`seriesOf`) and kept in maps keyed by those values themselves: a request finds its
 * series with no label object and no key string made for it. `histogram` is asked each time, as
 * it answers a stand-in that counts nothing once metrics are turned off (./metrics.ts).
 */
export function requestSeries(
  histogram: () => Histogram<'server' | 'method' | 'route' | 'status_code'>,
  server: string,
): (method: string, route: string, status: number) => Observe {
  type ByStatus = Map<number, Observe>;
  type ByRoute = Map<string, ByStatus>;
  const tables = new WeakMap<object, Map<string, ByRoute>>();
  let series = 0;
  return (method, route, status) => {
    const of = histogram();
    const byMethod = kept(tables, of, newMap<string, ByRoute>);
    const byStatus = kept(
      kept(byMethod, method, newMap<string, ByStatus>),
      route,
      newMap<number, Observe>,
    );
    let observe = byStatus.get(status);
    if (observe === undefined) {
      const statusCode = String(status);
      observe = seriesOf(
        of,
        { server, method, route, status_code: statusCode },
        `${server} ${method} ${route} ${statusCode}`,
      );
      if (series < MAX_SERIES) {
        byStatus.set(status, observe);
        series += 1;
      }
    }
    return observe;
  };
}
