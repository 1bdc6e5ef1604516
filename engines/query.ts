/**
 * How a journey names what it looks for, as a shopper would: by role and accessible name, by
 * label, by visible text. Queries cross from Node into the page as plain JSON (SerializedQuery);
 * the page answers them with @testing-library/dom (./inPage/shopperQueries.ts), so a role or name
 * means the same in every engine. Imports nothing: the page's bundle includes this file.
 */

export type TextMatch = string | RegExp;

/** Text as JSON: an exact string (Testing Library's default: whole text, whitespace collapsed) or a regular expression. */
export type SerializedText = { string: string } | { regex: string; flags: string };

export interface SerializedQuery {
  role?: string;
  name?: SerializedText;
  checked?: boolean;
  label?: SerializedText;
  text?: SerializedText;
  hasText?: SerializedText;
  within?: SerializedQuery;
}

export function serializeText(match: TextMatch): SerializedText {
  return typeof match === 'string'
    ? { string: match }
    : { regex: match.source, flags: match.flags.replace('g', '') };
}

export function deserializeText(text: SerializedText): TextMatch {
  return 'string' in text ? text.string : new RegExp(text.regex, text.flags);
}

export function describeText(text: SerializedText): string {
  return 'string' in text ? JSON.stringify(text.string) : `/${text.regex}/${text.flags}`;
}

/** 'role=radio name="$50" within (role=dialog name="Quantity error")', for failure messages. */
export function describeQuery(query: SerializedQuery): string {
  const parts: string[] = [];
  if (query.role) parts.push(`role=${query.role}`);
  if (query.name) parts.push(`name=${describeText(query.name)}`);
  if (query.checked !== undefined) parts.push(`checked=${query.checked}`);
  if (query.label) parts.push(`label=${describeText(query.label)}`);
  if (query.text) parts.push(`text=${describeText(query.text)}`);
  if (query.hasText) parts.push(`containing ${describeText(query.hasText)}`);
  if (query.within) parts.push(`within (${describeQuery(query.within)})`);
  return parts.join(' ');
}
