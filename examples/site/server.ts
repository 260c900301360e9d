// `pnpm --filter @site/example-site ssr`: the demo with its home page rendered on the server
// (docs/server-render.md). Start the dev server first: `pnpm --filter @site/dev-server start`.
import { startRenderServer } from './render-server';

const server = await startRenderServer({
  apiUrl: process.env.SITE_API_URL ?? 'http://127.0.0.1:8787',
  port: Number(process.env.PORT ?? 5174),
});
console.log(`demo with server render on ${server.url}`);
