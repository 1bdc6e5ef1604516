// @ts-check
// WCAG 2.2 success criteria → the audit's evidence, as data: the conformance report (acr.mjs)
// reads it with the run's results. Every A and AA criterion is here (4.1.1 Parsing too, obsolete in
// 2.2), plus the AAA criteria the audit measures.
//
// A criterion's evidence:
// - axe: axe-core rules; the rules the run had for the criterion's tag (wcag111, ...) join these.
// - checks: patterns matched against the audit's check names (keyboard walks, measures).
// - transcripts: reviewed screen-reader transcripts (page/routes/<route>/__transcripts__/<name>.txt).
// - review: what the project checked by reading and testing itself (its unit tests and contracts),
//   stated plainly; it is not a measurement of this run.
// `notApplicable` says why a criterion does not apply to the page (no evidence needed).
// `remarks` are the project's words about how the page meets the criterion.
// The criteria are listed by principle in wcag22-*.mjs.
import { AAA_MEASURED } from './wcag22-aaa.mjs';
import { OPERABLE } from './wcag22-operable.mjs';
import { PERCEIVABLE } from './wcag22-perceivable.mjs';
import { UNDERSTANDABLE_ROBUST } from './wcag22-understandable-robust.mjs';

/**
 * A success criterion and its evidence (see above).
 * @typedef {{
 *   id: string,
 *   name: string,
 *   level: string,
 *   axe?: string[],
 *   checks?: RegExp[],
 *   transcripts?: string[],
 *   review?: string,
 *   notApplicable?: string,
 *   remarks?: string,
 * }} Criterion
 */

/** @type {Criterion[]} */
export const CRITERIA = [...PERCEIVABLE, ...OPERABLE, ...UNDERSTANDABLE_ROBUST, ...AAA_MEASURED];
