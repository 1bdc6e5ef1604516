/**
 * Serialises data for embedding in HTML `<script>` elements (the page data and JSON-LD).
 *
 * JSON.stringify alone is not safe inside a script element: a string holding `</script>` ends the
 * element early and whatever follows runs as markup (the classic injection). Escaping `<`, `>` and
 * `&` as \u003c, \u003e, \u0026 keeps the JSON valid and identical once parsed, and no HTML parser
 * can see a tag in it. U+2028 and U+2029 are escaped too: they are valid in JSON but were line
 * terminators in JavaScript before ES2019, which broke pages that `eval`ed such data.
 */
const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('value cannot be serialised to JSON');
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => ESCAPES[ch] ?? ch);
}

/** The id of the `<script type="application/json">` holding the page's initial data. */
export const PAGE_DATA_ID = '__PAGE_DATA__';
