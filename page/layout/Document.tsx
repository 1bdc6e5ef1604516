/**
 * The whole HTML document, rendered by React on the server and hydrated as a whole in the browser
 * (hydrateRoot(document, …)). Hydrating the document rather than a #root element keeps useId's
 * tree positions identical on both sides. Everything the head needs (title, meta, JSON-LD, asset
 * links) travels in the serialised payload, so the browser renders exactly what the server did;
 * React 19 skips nodes it did not render in <head> and <body> (its own preload links, the
 * bootstrap script, anything an extension adds).
 */
import type { ReactNode } from 'react';
import { DesignSystemProvider } from '@cairnfield/design-system';
import { pageLocale, type PageData } from '../routes/registry';
import { PAGE_DATA_ID, serializeForScript } from '../security/serialize';
import type { HeadData } from '../seo/head';

/** Marks the inlined stylesheets, so the browser entry can read their text back. */
export const INLINE_STYLE_ATTRIBUTE = 'data-page-css';

/** The payload as serialised: the inlined CSS is in the document already. */
function withoutInlineStyles(payload: DocumentPayload): DocumentPayload {
  return payload.assets.inlineStyles.length === 0
    ? payload
    : { ...payload, assets: { ...payload.assets, inlineStyles: [] } };
}

/** What the document links to (built by page/server/assets.ts from the manifest or Vite). */
export interface PageAssets {
  /** Module scripts React bootstraps (bootstrapModules), in order. */
  entryModules: readonly string[];
  /** Stylesheets, in order. */
  styles: readonly string[];
  /**
   * Stylesheets inlined as <style> (the production build's one CSS file): nothing blocks the first
   * paint. Their text is not repeated in the serialised payload: the browser entry reads it back
   * from the document (INLINE_STYLE_ATTRIBUTE) before hydrating.
   */
  inlineStyles: readonly string[];
  /** Static imports of the entry, preloaded so the browser fetches them in parallel. */
  modulePreloads: readonly string[];
  /** Inline module scripts that must run first (dev: React Refresh's preamble). */
  inlineModules: readonly string[];
}

/** Everything the browser needs to render the same document: serialised into __PAGE_DATA__. */
export interface DocumentPayload {
  data: PageData;
  head: HeadData;
  assets: PageAssets;
}

export interface DocumentProps {
  payload: DocumentPayload;
  /** The response's CSP nonce (the browser reads it back from a script's nonce property). */
  nonce: string;
  children: ReactNode;
}

export function Document({ payload, nonce, children }: DocumentProps) {
  const { head, assets } = payload;
  return (
    <html lang={pageLocale(payload.data)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {head.openGraph ? (
          <>
            <meta property="og:site_name" content="Cairnfield Outfitters" />
            <meta property="og:type" content={head.openGraph.type} />
            <meta property="og:title" content={head.openGraph.title} />
            <meta property="og:description" content={head.openGraph.description} />
            {head.openGraph.url ? <meta property="og:url" content={head.openGraph.url} /> : null}
            {head.openGraph.image ? (
              <meta property="og:image" content={head.openGraph.image} />
            ) : null}
            {head.openGraph.imageAlt ? (
              <meta property="og:image:alt" content={head.openGraph.imageAlt} />
            ) : null}
            <meta name="twitter:card" content="summary_large_image" />
          </>
        ) : null}
        {/* No favicon request (Chromium logs a 404 for a missing /favicon.ico as a console error). */}
        <link rel="icon" href="data:," />
        {assets.inlineStyles.map((css, i) => (
          <style
            key={i}
            nonce={nonce}
            {...{ [INLINE_STYLE_ATTRIBUTE]: '' }}
            dangerouslySetInnerHTML={{ __html: css }}
          />
        ))}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.inlineModules.map((code, i) => (
          <script key={i} type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
        ))}
        {head.jsonLd ? (
          <script
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: serializeForScript(head.jsonLd) }}
          />
        ) : null}
      </head>
      <body>
        <div id="root">
          {/* Themes the page and its dialogs and toasts (they render in themed portals). */}
          <DesignSystemProvider theme="brand">{children}</DesignSystemProvider>
        </div>
        <script
          type="application/json"
          id={PAGE_DATA_ID}
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializeForScript(withoutInlineStyles(payload)) }}
        />
      </body>
    </html>
  );
}
