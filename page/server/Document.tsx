/**
 * The whole HTML document, rendered by React on the server only. The browser hydrates #root (the
 * <App>), not the document: <head> is built here from server data, so nothing in it can mismatch,
 * and browser extensions that touch <head> or <body> cannot break hydration.
 */
import type { ReactNode } from 'react';
import { brandTheme } from '../../design-system';
import type { PageAssets } from './assets';
import type { HeadData } from '../seo/head';
import { PAGE_DATA_ID, serializeForScript } from '../security/serialize';
import type { PageData } from '../pageData';

export interface DocumentProps {
  head: HeadData;
  assets: PageAssets;
  nonce: string;
  data: PageData;
  children: ReactNode;
}

export function Document({ head, assets, nonce, data, children }: DocumentProps) {
  return (
    <html lang="en-US">
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
      <body className={brandTheme}>
        <div id="root">{children}</div>
        <script
          type="application/json"
          id={PAGE_DATA_ID}
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializeForScript(data) }}
        />
      </body>
    </html>
  );
}
