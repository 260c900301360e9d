// `pnpm dev`: the contract dev server and the demo site together, on this machine only.
import { resolve } from 'node:path';
import { DEMO_ACCOUNTS, startDevServer } from '@site/dev-server';
import { createServer } from 'vite';

const apiPort = Number(process.env.PORT ?? 8787);
const sitePort = Number(process.env.SITE_PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';

const api = await startDevServer({
  port: apiPort,
  host,
  log: (line) => console.log(`[dev-server] ${line}`),
});
process.env.SITE_API_URL = api.url;

const site = await createServer({
  configFile: resolve(import.meta.dirname, '../examples/site/vite.config.ts'),
  root: resolve(import.meta.dirname, '../examples/site'),
  server: { port: sitePort, host, strictPort: false },
});
await site.listen();

const siteUrl = site.resolvedUrls?.local[0] ?? `http://${host}:${sitePort}/`;
console.log(`
  Demo site:   ${siteUrl}
  Dev server:  ${api.url}  (API, hubs, stand-in pages)

  Demo accounts (username / password):
${DEMO_ACCOUNTS.map((account) => `    ${account.username.padEnd(10)} / ${account.password.padEnd(8)}  ${account.description}`).join('\n')}

  Press Ctrl+C to stop.
`);

const stop = async () => {
  await site.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
