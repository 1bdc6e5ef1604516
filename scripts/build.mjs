// @ts-check
// `npm run build`: the production client bundle (dist/client, with its Vite manifest and the
// precompressed .br/.gz twins of every asset) and the production server bundle (dist/server).
// Always a production build: NODE_ENV is set to "production" whatever the shell says, so React's
// production builds are bundled for the browser and the server is built for production mode.
import { build } from 'vite';

process.env.NODE_ENV = 'production';
const root = new URL('..', import.meta.url).pathname;
const SERVER_ENTRY = 'server/main.ts';
// A bare renderToString of the page, which `npm run bench` times as the ceiling.
const RENDER_ENTRY = 'page/server/render.tsx';

await build({ root, mode: 'production', build: { outDir: 'dist/client' } });
await build({
  root,
  mode: 'production',
  build: {
    ssr: true,
    // The server runs on Node (package.json "engines"), not in the browsers the client targets.
    target: 'node20',
    outDir: 'dist/server',
    rollupOptions: { input: { main: SERVER_ENTRY, render: RENDER_ENTRY } },
  },
});
