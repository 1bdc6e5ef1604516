/**
 * The one sanitising policy, shared by the server path (DOMPurify over a jsdom window) and the
 * client path (DOMPurify over the browser's window). Product descriptions may carry simple
 * formatting and links; nothing that runs code, loads frames or objects, or styles the page.
 */
import type { Config, DOMPurify } from 'dompurify';
import type { SafeHtml } from '../domain';

export const SANITIZE_CONFIG = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'abbr',
    'br',
    'hr',
    'p',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
  ],
  ALLOWED_ATTR: [
    'href',
    'title',
    'alt',
    'src',
    'width',
    'height',
    'colspan',
    'rowspan',
    'scope',
    'lang',
    'dir',
  ],
  // http(s), mailto and tel links and root-relative or fragment links only: no javascript:,
  // vbscript: or data: URLs (data: images are not needed for descriptions).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // No <style>, <form>, <iframe>, <object>, <embed>, <svg>, <math> (and their contents) at all.
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'base',
    'link',
    'meta',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href', 'action'],
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
} satisfies Config;

/** Hooks added once per DOMPurify instance: external links open safely. */
export function installHooks(purify: DOMPurify): void {
  purify.addHook('afterSanitizeAttributes', (node) => {
    // A link is the only element an href belongs on. DOMPurify keeps a data: URL in any URL
    // attribute of an image (its DATA_URI_TAGS), href included, past ALLOWED_URI_REGEXP.
    if (node.tagName !== 'A' && node.hasAttribute('href')) node.removeAttribute('href');
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      // Images only from the shop itself or https: no data: or other schemes.
      if (!/^(https:|\/(?!\/))/i.test(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
}

export type SanitizeHtml = (html: string) => SafeHtml;

/**
 * Passes at most. Removing an element can leave a tree HTML cannot write (a <p> inside a <p> once
 * a <button> between them is gone), which the next parse, the browser's included, builds
 * differently. Sanitising the output again until it reads back as itself gives one stable answer:
 * what the server sends is what the browser's DOM holds.
 */
const MAX_PASSES = 4;

export function makeSanitizer(purify: DOMPurify): SanitizeHtml {
  installHooks(purify);
  return (html: string) => {
    let out = purify.sanitize(html, SANITIZE_CONFIG);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const again = purify.sanitize(out, SANITIZE_CONFIG);
      if (again === out) break;
      out = again;
    }
    return out as SafeHtml;
  };
}
