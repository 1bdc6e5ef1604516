// @ts-check
// The consumer apps' server: each page is its App server-rendered with React's renderToString, in
// Node's own resolution of the installed package (the server bundles keep every package external),
// with the package's stylesheet and the shop's own; the browser bundle hydrates it.
//
// PAGES (JSON): [{ name, title, lang, css }] where css is the shop's own stylesheet text.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const pages = JSON.parse(process.env.PAGES ?? '[]');
const styles = readFileSync(
  fileURLToPath(import.meta.resolve('@cairnfield/design-system/styles.css')),
  'utf8',
);
const apps = new Map();
for (const page of pages) {
  const { App } = await import(new URL(`./build/server/${page.name}.mjs`, import.meta.url).href);
  const client = readFileSync(new URL(`./build/public/${page.name}.js`, import.meta.url), 'utf8');
  apps.set(page.name, { ...page, App, client });
}

const escape = (/** @type {string} */ text) =>
  text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
/**
 * @param {import('node:http').ServerResponse} response
 * @param {string} type
 * @param {string} body
 */
const send = (response, type, body, status = 200) =>
  response.writeHead(status, { 'content-type': type }).end(body);

const server = createServer((request, response) => {
  const [, first, second = ''] = (request.url ?? '/').split('?')[0]?.split('/') ?? [];
  if (first === 'styles.css') return send(response, 'text/css', styles);
  const app = apps.get(first === 'assets' ? second?.replace(/\.(js|css)$/, '') : first);
  if (!app) return send(response, 'text/plain', 'Not found', 404);
  if (first === 'assets' && second.endsWith('.js')) {
    return send(response, 'text/javascript', app.client);
  }
  if (first === 'assets') return send(response, 'text/css', app.css);
  const body = renderToString(createElement(app.App));
  return send(
    response,
    'text/html; charset=utf-8',
    `<!doctype html><html lang="${app.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(app.title)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/styles.css"><link rel="stylesheet" href="/assets/${app.name}.css"></head><body><div id="root">${body}</div><script type="module" src="/assets/${app.name}.js"></script></body></html>`,
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`listening on http://127.0.0.1:${address.port}`);
});
