// The consumer's server: Node's own resolution of the installed package, React's renderToString.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App.js';

const styles = readFileSync(
  fileURLToPath(import.meta.resolve('@cairnfield/design-system/styles.css')),
  'utf8',
);
const client = readFileSync(new URL('./public/client.js', import.meta.url), 'utf8');

const server = createServer((request, response) => {
  if (request.url === '/styles.css') {
    response.writeHead(200, { 'content-type': 'text/css' }).end(styles);
  } else if (request.url === '/client.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(client);
  } else {
    const body = renderToString(createElement(App));
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Trailhead Gifts voucher</title><link rel="stylesheet" href="/styles.css"></head><body><div id="root">${body}</div><script type="module" src="/client.js"></script></body></html>`,
      );
  }
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
