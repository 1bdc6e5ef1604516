/**
 * The page's message templates and one error text by its key (spec 8).
 *
 * Templates use `{{name}}` placeholders, filled from the values that came with the message; a
 * placeholder with no value is left out rather than shown raw.
 *
 * An error text the caller knows by its key (the general failure, the eGift recipients' limit) is
 * the configured text for that key (config.purchaseFlows `errorMessages`), else the one shipped
 * with the rule that shows it: what spec 8's whole lookup (errorCatalogue.ts) gives for that key.
 * Pure: no React, no API types.
 */

export type MessageMap = Readonly<Record<string, string>>;

export type MessageValues = Readonly<Record<string, string | number | null | undefined>>;

/** The texts the configuration lays over the shipped ones (config.purchaseFlows). */
export interface ErrorTexts {
  /** Error texts by key (looked up first). */
  errorMessages?: MessageMap | undefined;
  /** General messages by key (looked up second). */
  messages?: MessageMap | undefined;
}

/** Spec 8's key of the general failure. */
export const DEFAULT_ERROR_KEY = '_ERR_DEFAULT_KEY';
/** Spec 8's general failure, shown when nothing else matched. */
export const DEFAULT_ERROR_MESSAGE = 'Sorry, Something went wrong. Please try after sometime.';

/**
 * Fills `{{name}}` placeholders from `values`. A placeholder without a value is dropped (with the
 * space before it) instead of being shown to the shopper as '{{qty}}'.
 */
export function fillPlaceholders(template: string, values: MessageValues = {}): string {
  return template
    .replace(/ ?\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = Object.hasOwn(values, name) ? values[name] : undefined;
      if (value === undefined || value === null || value === '') return '';
      return whole.startsWith(' ') ? ` ${String(value)}` : String(value);
    })
    .trim();
}

/**
 * The text of an error the caller knows by its key, whose shipped text is `shipped`: the configured
 * error text for the key, else `shipped`, placeholders filled (the general failure if that leaves
 * nothing).
 */
export function errorText(
  key: string,
  shipped: string,
  texts: ErrorTexts = {},
  values: MessageValues = {},
): string {
  const configured = texts.errorMessages;
  const template =
    configured && Object.hasOwn(configured, key) ? (configured[key] ?? shipped) : shipped;
  return fillPlaceholders(template, values) || DEFAULT_ERROR_MESSAGE;
}

/** Spec 8's general failure, as configured. */
export function generalFailureText(texts: ErrorTexts = {}): string {
  return errorText(DEFAULT_ERROR_KEY, DEFAULT_ERROR_MESSAGE, texts);
}
