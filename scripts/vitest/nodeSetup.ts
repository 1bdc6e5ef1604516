// A setup file of the Node unit project (vite.config.ts). The page server's process runs with
// @hono/node-server's Request and Response, which it puts on the global object at its first
// `serve`; in a worker its files share (isolate: false), every file runs with them from its start,
// as the server does, rather than from whichever file served first.
import { getRequestListener } from '@hono/node-server';

getRequestListener(() => new Response(null));
