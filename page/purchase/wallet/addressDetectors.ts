/**
 * Address detectors (spec 5, "Wallet authorization"): PO boxes, military post offices (apo, fpo,
 * dpo) and territory-style designators (cpr, opc, psc, upr, unit). They look at every line they are
 * given (street lines and city), because wallet sheets put "PO Box 12" in either.
 */

// "PO Box 12", "P.O. Box", "P O B 12", "Post Office Box", "POB 7", and "Box 44" at the start.
const PO_BOX = /\b(?:p\.?\s*o\.?\s*b(?:ox)?\.?|post\s*office\s*box|pob)\b|^\s*box\s*#?\s*\d+/i;
const MILITARY = /\b(?:apo|fpo|dpo)\b/i;
const TERRITORY = /\b(?:cpr|opc|psc|upr|unit)\b/i;

type Line = string | null | undefined;
const anyLine = (pattern: RegExp, lines: readonly Line[]) =>
  lines.some((line) => typeof line === 'string' && pattern.test(line));

export const isPoBox = (...lines: readonly Line[]): boolean => anyLine(PO_BOX, lines);
export const isMilitaryAddress = (...lines: readonly Line[]): boolean => anyLine(MILITARY, lines);
export const isTerritoryAddress = (...lines: readonly Line[]): boolean => anyLine(TERRITORY, lines);
