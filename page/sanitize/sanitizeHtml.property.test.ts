// Property tests (fast-check) of the HTML sanitiser, both paths (server: DOMPurify over jsdom;
// client: DOMPurify over the window, here jsdom's). Hostile HTML is generated from a grammar of
// dangerous tags, event handlers and obfuscated script URLs; the output is parsed as a browser
// would (a DOM, not a regular expression) and must hold no script, no event handler attribute and
// no javascript:/vbscript:/data: URL. Nothing may throw, and sanitising twice changes nothing.
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml as sanitizeClient } from './sanitizeHtml.client';
import { sanitizeHtml as sanitizeServer } from './sanitizeHtml.server';

/**
 * Any character a shopper can type or paste: every grapheme, plus lone surrogates, NUL and
 * zero-width characters ('binary' would cover them too, but costs seconds to set up per file).
 */
const anyChar = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u0000', '\u200B', '\uFEFF', '\u202E'),
);

const TAGS = [
  'script',
  'img',
  'a',
  'p',
  'div',
  'svg',
  'math',
  'iframe',
  'style',
  'template',
  'noscript',
  'object',
  'embed',
  'form',
  'button',
  'input',
  'textarea',
  'select',
  'option',
  'table',
  'td',
  'title',
  'xmp',
  'noembed',
  'annotation-xml',
  'mglyph',
  'foreignObject',
  'use',
  'animate',
  'set',
  'base',
  'link',
  'meta',
  'video',
  'audio',
  'source',
  'details',
  'body',
  'html',
  'frameset',
  'b',
] as const;
const EVENTS = [
  'onerror',
  'onload',
  'onclick',
  'onmouseover',
  'onfocus',
  'ONERROR',
  'onbegin',
  'ontoggle',
];
const URL_ATTRS = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'srcset',
  'background',
  'poster',
];
const OTHER_ATTRS = ['title', 'alt', 'style', 'id', 'class', 'is', 'width', 'autofocus', 'open'];

/** javascript: in the disguises browsers still run: case, entities, whitespace and control chars. */
const scriptUrl = fc
  .tuple(
    fc.constantFrom(
      'javascript:',
      'JaVaScRiPt:',
      'java\tscript:',
      'java\nscript:',
      '&#106;avascript:',
      '&#x6A;avascript&colon;',
      ' \u0001javascript:',
      'vbscript:',
      'data:text/html,',
      'javascript&#58;',
      'jav&#x09;ascript:',
    ),
    fc.constantFrom('alert(1)', 'fetch(`//x`)', '<script>alert(1)</script>'),
  )
  .map(([scheme, code]) => scheme + code);
const safeUrl = fc.constantFrom(
  '/gift',
  'https://example.com/a',
  '#top',
  'mailto:a@b.c',
  'tel:123',
);

const quote = fc.constantFrom('"', "'", '');
const attr = fc.oneof(
  fc.tuple(fc.constantFrom(...EVENTS), fc.constantFrom('alert(1)', 'steal()')),
  fc.tuple(fc.constantFrom(...URL_ATTRS), fc.oneof(scriptUrl, safeUrl)),
  fc.tuple(fc.constantFrom(...OTHER_ATTRS), fc.oneof(fc.string({ maxLength: 6 }), scriptUrl)),
);
const attrs = fc
  .array(fc.tuple(attr, quote), { maxLength: 3 })
  .map((list) =>
    list.map(([[n, v], q]) => ` ${n}=${q}${q === '' ? v.replace(/\s/g, '') : v}${q}`).join(''),
  );

const html: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { maxDepth: 4, depthSize: 'small' },
    fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(
        '<!--',
        '-->',
        '</p>',
        '<![CDATA[',
        ']]>',
        '<',
        '>',
        '&lt;script&gt;',
        '</script>',
      ),
    ),
    fc
      .tuple(fc.constantFrom(...TAGS), attrs, fc.array(tie('node'), { maxLength: 3 }), fc.boolean())
      .map(
        ([tag, a, children, close]) =>
          `<${tag}${a}>${children.join('')}${close ? `</${tag}>` : ''}`,
      ),
  ),
})).node;

/** One jsdom window's DOMParser: an HTML parser as in a browser, without a new window per check. */
const parser = new new JSDOM('').window.DOMParser();

const URL_SCHEME = /^(?:javascript|vbscript|data):/i;
/** Attributes a browser reads as a URL (a script URL in `title` or `alt` is only text). */
const URL_ATTRIBUTES = new Set([
  ...URL_ATTRS,
  'cite',
  'longdesc',
  'ping',
  'codebase',
  'manifest',
  'lowsrc',
  'dynsrc',
  'usemap',
  'itemtype',
]);

/** Parses the output as a browser would and lists every rule it breaks. */
function violations(output: string): string[] {
  const document = parser.parseFromString(`<!doctype html><body>${output}</body>`, 'text/html');
  const found: string[] = [];
  const walk = (root: ParentNode) => {
    for (const el of Array.from(root.querySelectorAll('*'))) {
      if (el.localName === 'script') found.push('script element');
      if (['iframe', 'object', 'embed', 'base', 'form'].includes(el.localName)) {
        found.push(`${el.localName} element`);
      }
      for (const { name, value } of Array.from(el.attributes)) {
        if (/^on/i.test(name)) found.push(`event handler ${name}`);
        // The URL as a browser reads it: control characters and whitespace are ignored.
        const url = Array.from(value)
          .filter((ch) => ch.charCodeAt(0) > 0x20)
          .join('');
        if (URL_ATTRIBUTES.has(name.toLowerCase()) && URL_SCHEME.test(url))
          found.push(`${name}="${value}"`);
      }
      if (el.localName === 'template') walk((el as HTMLTemplateElement).content);
    }
  };
  walk(document.body);
  return found;
}

describe.each([
  ['server (jsdom window)', sanitizeServer],
  ['client (the window)', sanitizeClient],
])('sanitizeHtml %s (properties)', (_path, sanitize) => {
  it('given known hostile output, the checker should see what it must refuse', () => {
    expect(
      violations('<img src=x onerror=alert(1)><a href=" java\tscript:x">a</a><script></script>'),
    ).toEqual(['event handler onerror', 'href=" java\tscript:x"', 'script element']);
    expect(violations('<p title="javascript:alert(1)">text</p>')).toEqual([]);
  });

  it('given any hostile HTML, should never output a script, an event handler or a script URL', () => {
    fc.assert(
      fc.property(html, (input) => {
        expect(violations(sanitize(input))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('given arbitrary text, should never throw, and its output should be stable', () => {
    fc.assert(
      fc.property(fc.oneof(html, fc.string({ unit: anyChar, maxLength: 200 })), (input) => {
        const once = sanitize(input);
        expect(violations(once)).toEqual([]);
        expect(sanitize(once)).toBe(once);
      }),
      { numRuns: 50 },
    );
  }, 60_000);
});
