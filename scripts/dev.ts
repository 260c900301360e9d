// `pnpm dev`: the contract dev server and the demo site together, on this machine only.
import { hostname, networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_SITE_ORIGINS, DEMO_ACCOUNTS, startDevServer } from '@site/dev-server';
import { createServer } from 'vite';

const apiPort = Number(process.env.PORT ?? 8787);
const sitePort = Number(process.env.SITE_PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';

/**
 * The origins the demo's pages may come from: loopback by default; with HOST set to another
 * address (a phone on the LAN, a container), the machine's own names and addresses too, so
 * the API's origin guard does not refuse the demo it serves. SITE_ORIGINS adds more.
 */
function demoOrigins(): string[] {
  const origins = [...DEFAULT_SITE_ORIGINS];
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
    const addresses = Object.values(networkInterfaces())
      .flat()
      .flatMap((entry) =>
        entry ? [entry.family === 'IPv6' ? `[${entry.address}]` : entry.address] : [],
      );
    for (const name of [hostname(), ...addresses]) origins.push(`http://${name}:*`);
    if (host !== '0.0.0.0' && host !== '::') origins.push(`http://${host}:*`);
  }
  for (const origin of (process.env.SITE_ORIGINS ?? '').split(',')) {
    if (origin.trim() !== '') origins.push(origin.trim());
  }
  return origins;
}

const api = await startDevServer({
  port: apiPort,
  host,
  siteOrigins: demoOrigins(),
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
