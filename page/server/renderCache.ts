/**
 * Rendered pages by what they were rendered from. A page's HTML is a pure function of its payload
 * (data, head, assets: the same object the browser hydrates from) and the response's own values
 * (the CSP nonce, the purchase form's submission key), so a page rendered once with placeholders
 * is served again, with this response's values put in, whenever the payload is the same: fresh inventory, another store or another query make
 * another payload and so another render. Nothing goes stale; the bound (entries, TTL) only caps
 * memory.
 */
import { LRUCache } from 'lru-cache';
import { createNonce } from '../security/headers';
import { compressTemplate, type BrotliTemplate } from './brotliTemplate';

export interface RenderCacheOptions {
  /** @default 64 pages */
  max?: number;
  /** @default 60000 */
  ttlMs?: number;
  /** Each lookup's result (a page rendered meanwhile by another request counts as a miss). */
  onLookup?: (result: 'hit' | 'miss') => void;
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
    shared?: SharedParts,
  ): Promise<FilledPage>;
  readonly size: number;
}

/**
 * Parts of a payload that a cache shares between requests and nobody changes (the data cache's
 * product, the public config frozen at start-up): in the key by their JSON, made once per object
 * (`jsonOnce`) rather than on every response.
 */
export type SharedParts = Readonly<Record<string, object>>;

/** One response's page. */
export interface FilledPage {
  /** As UTF-8. */
  bytes(): Buffer<ArrayBuffer>;
  /**
   * As brotli from the page's stream compressed once (./brotliTemplate.ts), once that is ready:
   * it is made when a page is served a second time. Null until then, or if it cannot be.
   */
  brotli(): Buffer<ArrayBuffer> | null;
}

/**
 * A page split once at its placeholders: the text between them, as UTF-8 bytes, and which value
 * goes after each piece. Filling it is one copy into the response's bytes: no pass over the text,
 * and no string for the response to encode again.
 */
interface Template {
  pieces: Buffer[];
  slots: (keyof PerResponse)[];
  uses: number;
  brotli: BrotliTemplate | null;
}

function templateOf(html: string, placeholders: PerResponse): Template {
  const names = Object.keys(placeholders) as (keyof PerResponse)[];
  const escaped = names.map((name) => placeholders[name].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const pattern = new RegExp(escaped.join('|'), 'g');
  const byText = new Map(names.map((name) => [placeholders[name], name]));
  const pieces: Buffer[] = [];
  const slots: (keyof PerResponse)[] = [];
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    pieces.push(Buffer.from(html.slice(last, match.index)));
    slots.push(byText.get(match[0])!);
    last = match.index + match[0].length;
  }
  pieces.push(Buffer.from(html.slice(last)));
  return { pieces, slots, uses: 0, brotli: null };
}

function filled(template: Template, values: PerResponse): FilledPage {
  const { pieces, slots } = template;
  const inSlots = slots.map((name) => Buffer.from(values[name]));
  return {
    bytes() {
      const parts: Buffer[] = [pieces[0]!];
      for (let i = 0; i < slots.length; i += 1) parts.push(inSlots[i]!, pieces[i + 1]!);
      return Buffer.concat(parts);
    },
    brotli() {
      try {
        return template.brotli?.fill(inSlots) ?? null;
      } catch {
        // A value of another length than the stream was made for: compressed per response.
        return null;
      }
    },
  };
}

/** Starts compressing the page's brotli stream (in the background; the page is served meanwhile). */
function startBrotli(template: Template, values: PerResponse): void {
  const lengths = template.slots.map((name) => Buffer.byteLength(values[name]));
  void compressTemplate(template.pieces, lengths).then(
    (brotli) => (template.brotli = brotli),
    () => undefined,
  );
}

const texts = new WeakMap<object, string>();

/**
 * `value`'s JSON, made once per object. Only for what is never changed once made: a shared product
 * or configuration. A product refreshed by the data cache is a new object, most often with the
 * same text, so its pages are found again rather than rendered again (a number per object, as
 * `byIdentity` gives, would miss them at every refresh). Measured under load, the product page's
 * key took 29 µs a response as one JSON.stringify, 12 µs with its product and configuration so.
 */
export function jsonOnce(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

const serials = new WeakMap<object, number>();
let nextSerial = 0;

/**
 * What stands for `value` in a payload's key: a number per object, not its text. For what is fixed
 * for a server's life and never changed, its assets above all: read once at start-up, they carry
 * the inline CSS, and stringifying them was most of a cached page's key (about 120 of 200 µs a
 * response, measured in the production server under load).
 */
export function byIdentity(value: object): number {
  let serial = serials.get(value);
  if (serial === undefined) {
    serial = nextSerial;
    nextSerial += 1;
    serials.set(value, serial);
  }
  return serial;
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
    async page(payload, values, render, shared = {}) {
      // The payload's JSON is the key itself: hashing it with SHA-256 per response cost more than
      // the map's own string hash, and 64 keys of a few KB each are little to keep. Each shared
      // part follows after a NUL, which no JSON text holds unescaped.
      let key = JSON.stringify(payload);
      for (const name in shared) key += `\u0000${name}:${jsonOnce(shared[name]!)}`;
      let template = pages.get(key);
      options.onLookup?.(template === undefined ? 'miss' : 'hit');
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
      template.uses += 1;
      // Served again: worth a stream compressed once (at the best quality), not a page seen once.
      if (template.uses === 2) startBrotli(template, values);
      return filled(template, values);
    },
    get size() {
      return pages.size;
    },
  };
}
