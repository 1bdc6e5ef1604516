import { regexes } from 'zod';
/**
 * Address detectors (spec 5, "Wallet authorization"): PO boxes, military post offices and
 * territory-style unit designators. They look at the street line and the city, because wallet
 * sheets often put "PO Box 12" in either.
 */

// "PO Box 12", "P.O. Box", "P O B 12", "Post Office Box", "POB 7", "Box 44" at the start of a line.
const PO_BOX = /\b(?:p\.?\s*o\.?\s*b(?:ox)?\.?|post\s*office\s*box|pob)\b|^\s*box\s*#?\s*\d+/i;
const MILITARY = /\b(?:apo|fpo|dpo)\b/i;
const TERRITORY = /\b(?:cpr|opc|psc|upr|unit)\b/i;

export function isPoBox(...lines: readonly (string | null | undefined)[]): boolean {
  return lines.some((line) => typeof line === 'string' && PO_BOX.test(line));
}

export function isMilitaryAddress(...lines: readonly (string | null | undefined)[]): boolean {
  return lines.some((line) => typeof line === 'string' && MILITARY.test(line));
}

export function isTerritoryAddress(...lines: readonly (string | null | undefined)[]): boolean {
  return lines.some((line) => typeof line === 'string' && TERRITORY.test(line));
}

/** Wallet contact names: letters and spaces only, starting with a letter (spec 5). */
export const WALLET_NAME_PATTERN = /^[A-Za-z][A-Za-z ]*$/;

/**
 * eGift names: the spec allows letters, apostrophe and hyphen. Inner spaces are accepted too
 * ("Mary Ann"): the server must never be stricter than the page's own check.
 */
export const EGIFT_NAME_PATTERN = /^[A-Za-z][A-Za-z' -]*$/;

/**
 * The one e-mail rule of every route: the HTML living standard's valid e-mail address (what a
 * browser's type=email checks; zod ships the pattern), plus what delivery needs: a top-level
 * domain of two letters or more and no empty label. The page applies the same rule
 * (page/purchase/email.ts). '<script>@x.com' and 'ana@example' fail it.
 */
export function isValidEmail(value: string): boolean {
  return (
    value.length <= 254 &&
    regexes.html5Email.test(value) &&
    /\.[A-Za-z]{2,}$/.test(value) &&
    !value.includes('..')
  );
}

export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
