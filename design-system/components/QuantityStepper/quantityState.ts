// Layer 1 of the quantity stepper (React Aria style): pure state rules with no React and no DOM.
import { readDigits } from '../../i18n/digits';

export interface QuantityBounds {
  min: number;
  max: number;
}

/** Neutral stepper defaults; a shop passes its own bounds. */
export const DEFAULT_QUANTITY_BOUNDS: QuantityBounds = { min: 1, max: 99 };
/** Page Up / Page Down step (APG spinbutton: "larger steps"). */
export const PAGE_STEP = 10;
/** Neutral debounce before the parent hears of a change; a shop passes its own. */
export const DEFAULT_QUANTITY_DEBOUNCE_MS = 300;

export function clampToBounds(value: number, { min, max }: QuantityBounds): number {
  return Math.min(max, Math.max(min, value));
}

export function isQuantityInRange(value: number, { min, max }: QuantityBounds): boolean {
  return value >= min && value <= max;
}

export interface QuantityRequest {
  /** The value to show: the request clamped to the bounds. */
  value: number;
  /** What was asked for, before clamping. */
  attempted: number;
  /** Which bound the request went past, if any (the page may open the quantity modal on 'max'). */
  exceeded: 'max' | 'min' | null;
}

/**
 * Resolves a requested quantity: clamped to the bounds, remembering whether a bound was passed.
 * Every request past a bound counts, whatever asked for it (plus at max, ArrowUp, Page Up past the
 * top, a typed 60 with max 50): one simple rule the page can rely on.
 */
export function resolveQuantity(attempted: number, bounds: QuantityBounds): QuantityRequest {
  const value = clampToBounds(attempted, bounds);
  const exceeded = attempted > bounds.max ? 'max' : attempted < bounds.min ? 'min' : null;
  return { value, attempted, exceeded };
}

/** A step of `delta` from `current` (±1 for arrows and buttons, ±PAGE_STEP for Page keys). */
export function stepQuantity(
  current: number,
  delta: number,
  bounds: QuantityBounds,
): QuantityRequest {
  return resolveQuantity(current + delta, bounds);
}

/** Keeps the digits of what was typed, of any script, as ASCII ('1a2' → '12', '١٢' → '12'). */
export function sanitizeQuantityText(text: string): string {
  return readDigits(text);
}

/** The number in a text, or null when it holds no digits. */
export function parseQuantity(text: string): number | null {
  const digits = sanitizeQuantityText(text);
  if (digits === '') return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : Number.MAX_SAFE_INTEGER;
}

export type QuantityKeyAction =
  { type: 'step'; delta: number } | { type: 'set'; to: 'min' | 'max' } | { type: 'commit' };

/** APG spinbutton keys: Up/Down ±1, Page Up/Down ±PAGE_STEP, Home/End to min/max, Enter commits. */
export function quantityKeyAction(key: string): QuantityKeyAction | null {
  switch (key) {
    case 'ArrowUp':
      return { type: 'step', delta: 1 };
    case 'ArrowDown':
      return { type: 'step', delta: -1 };
    case 'PageUp':
      return { type: 'step', delta: PAGE_STEP };
    case 'PageDown':
      return { type: 'step', delta: -PAGE_STEP };
    case 'Home':
      return { type: 'set', to: 'min' };
    case 'End':
      return { type: 'set', to: 'max' };
    case 'Enter':
      return { type: 'commit' };
    default:
      return null;
  }
}
