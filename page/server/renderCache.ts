/**
 * Rendered pages by what they were rendered from. A page's HTML is a pure function of its payload
 * (data, head, assets: the same object the browser hydrates from) and the response's own values
 * (the CSP nonce, the purchase form's submission key), so a page rendered once with placeholders
 * is served again, with this response's values put in, whenever the payload is the same: fresh inventory, another store or another query make
 * another payload and so another render. Nothing goes stale; the bound (entries, TTL) only caps
 * memory.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { createNonce } from '../security/headers';

export interface RenderCacheOptions {
  /** @default 64 pages */
  max?: number;
  /** @default 60000 */
  ttlMs?: number;
}

export interface Rendered {
  html: string;
  keep: boolean;
}

/** What differs in every response of one page: never cached, never shared between shoppers. */
export interface PerResponse {
  /** The CSP nonce. */
  nonce: string;
  /** The no-JavaScript purchase form's key: a repeated submit of one page adds once. */
  submissionKey: string;
}

export interface RenderCache {
  /**
   * The page for `payload` with this response's values: from the cache, or rendered by `render`
   * (given placeholders, resolving with the complete HTML) and kept unless `keep` is false (a
   * render that reported an error is not reused).
   */
  page(
    payload: unknown,
    values: PerResponse,
    render: (placeholders: PerResponse) => Promise<Rendered>,
  ): Promise<string>;
  readonly size: number;
}

/**
 * A page split once at its placeholders: the text between them, and which value goes after each
 * piece. Filling it is one join, where two replaceAll passes scanned the whole page per response.
 */
interface Template {
  pieces: string[];
  slots: (keyof PerResponse)[];
}

function templateOf(html: string, placeholders: PerResponse): Template {
  const names = Object.keys(placeholders) as (keyof PerResponse)[];
  const escaped = names.map((name) => placeholders[name].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const pattern = new RegExp(escaped.join('|'), 'g');
  const byText = new Map(names.map((name) => [placeholders[name], name]));
  const pieces: string[] = [];
  const slots: (keyof PerResponse)[] = [];
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    pieces.push(html.slice(last, match.index));
    slots.push(byText.get(match[0])!);
    last = match.index + match[0].length;
  }
  pieces.push(html.slice(last));
  return { pieces, slots };
}

function fill({ pieces, slots }: Template, values: PerResponse): string {
  let html = pieces[0]!;
  for (let i = 0; i < slots.length; i += 1) html += values[slots[i]!] + pieces[i + 1]!;
  return html;
}

export function createRenderCache(options: RenderCacheOptions = {}): RenderCache {
  // Random per process, in the nonce's own alphabet: they cannot occur in a page by chance.
  const placeholders: PerResponse = { nonce: createNonce(), submissionKey: createNonce() };
  const pages = new LRUCache<string, Template>({
    max: options.max ?? 64,
    ttl: options.ttlMs ?? 60_000,
  });
  const rendering = new Map<string, Promise<Rendered>>();

  return {
    async page(payload, values, render) {
      const key = createHash('sha256').update(JSON.stringify(payload)).digest('base64');
      let template = pages.get(key);
      if (template === undefined) {
        let pending = rendering.get(key);
        if (!pending) {
          pending = render(placeholders).finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        const rendered = await pending;
        template = templateOf(rendered.html, placeholders);
        if (rendered.keep) pages.set(key, template);
      }
      return fill(template, values);
    },
    get size() {
      return pages.size;
    },
  };
}
