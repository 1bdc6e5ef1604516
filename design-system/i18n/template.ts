// Messages that take values (React Spectrum's useLocalizedStringFormatter pattern): a message is a
// template with {name} placeholders, or a function of its values and of the locale's tools (plural
// rules, numbers) where the grammar needs more than a template.
import type { PluralForms } from './plural';

/** The values a message is filled with, by name. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** What a message function gets besides its values: the locale's rules. */
export interface MessageTools {
  /** The locale the message is for, e.g. 'fr-CA'. */
  locale: string;
  /** A number as the locale writes it: 1500 → '1,500' (en-US), '1 500' (fr-CA). */
  number: (value: number) => string;
  /**
   * The form of a count in the locale's plural rules, '#' being the count as the locale writes it:
   * plural(2, { one: '# review', other: '# reviews' }) → '2 reviews'.
   */
  plural: (count: number, forms: PluralForms) => string;
}

/** A message computed from its values (for plurals, or wording that depends on a value). */
export type MessageFunction<V extends MessageValues> = (values: V, tools: MessageTools) => string;

/**
 * A message that takes values: a template ('Recipient {n}': a number is written as the locale
 * writes it) or a function of the values. Placeholders are `{name}`; `{{name}}` is read the same.
 */
export type MessageWith<V extends MessageValues> = string | MessageFunction<V>;

/** The placeholder names in a template literal type: 'Recipient {n} of {{max}}' → 'n' | 'max'. */
export type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `{${infer Inner}` ? Inner : Name) | PlaceholdersOf<Rest>
  : never;

const placeholder = /\{\{(\w+)\}\}|\{(\w+)\}/g;

/**
 * A template with its placeholders filled: numbers through `tools.number`, strings as they are. A
 * placeholder with no value is left as it is.
 */
export function fillTemplate(
  template: string,
  values: MessageValues,
  tools: Pick<MessageTools, 'number'>,
): string {
  return template.replace(placeholder, (match, double: string | undefined, single: string) => {
    const value = values[double ?? single];
    if (value === undefined) return match;
    return typeof value === 'number' ? tools.number(value) : value;
  });
}

/** The names of a template's placeholders, at run time ('{n} of {{max}}' → ['n', 'max']). */
export function templatePlaceholders(template: string): string[] {
  return Array.from(template.matchAll(placeholder), (match) => match[1] ?? match[2] ?? '');
}

/** A message, a template or a function, rendered with its values. */
export function renderMessage<V extends MessageValues>(
  message: MessageWith<V>,
  values: V,
  tools: MessageTools,
): string {
  return typeof message === 'function'
    ? message(values, tools)
    : fillTemplate(message, values, tools);
}
