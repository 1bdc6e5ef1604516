/**
 * The wire schemas' building blocks and the two loose answers (wire.ts holds the rest). Apart, so
 * the calls a page makes before the shopper does anything (early.ts) load without every schema.
 */
import * as v from 'valibot';

/** JSON objects only: valibot's object() and record() alone would also take an array. */
const isRecord = (input: unknown) =>
  typeof input === 'object' && input !== null && !Array.isArray(input);
const jsonObject = () => v.pipe(v.unknown(), v.check(isRecord, 'expected an object'));
export function object<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(jsonObject(), v.object(entries));
}
export function looseObject<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(jsonObject(), v.looseObject(entries));
}
export function record<const V extends v.GenericSchema>(value: V) {
  return v.pipe(jsonObject(), v.record(v.string(), value));
}

/** Responses the page does not read (spec 7 "the response is not read"): anything JSON, or empty. */
export const ignoredResponseWire = v.unknown();

/** Responses the page passes on whole (the wallet flows read them). */
export const looseObjectWire = record(v.unknown());
