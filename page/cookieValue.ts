/**
 * One cookie's value from a `Cookie` header or `document.cookie`, read as the `cookie` package's
 * parse() reads it: pairs split at ';', name and value trimmed of spaces and tabs, the first pair
 * of a name wins, a value with '%' is URI-decoded (kept as sent when that fails). The browser entry
 * needs one flag cookie at a click (the password-expired redirect); `cookie` is CommonJS, so the
 * whole package (1.9 KB minified) would come with it. cookieValue.test.ts checks both agree; the
 * server and the lazily loaded fraud collector keep using `cookie` itself.
 */
const EDGES = /^[ \t]+|[ \t]+$/g;

export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).replace(EDGES, '') !== name) continue;
    const value = pair.slice(eq + 1).replace(EDGES, '');
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
