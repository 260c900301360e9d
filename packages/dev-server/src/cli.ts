#!/usr/bin/env node
import { cliUsage, readCliSettings } from './cli-args';
import { describeFault } from './faults/fault-spec';
import { startDevServer } from './start-dev-server';
import { DEMO_ACCOUNTS } from './state/accounts';

/**
 * The first line the CLI prints once it listens, for scripts and test runners: this prefix,
 * a space, then JSON `{ url, seed }` with the URL it bound (the real port, also with --port 0).
 */
export const READY_LINE_PREFIX = 'SITE_DEV_SERVER_READY';

/** `pnpm --filter @site/dev-server start`: listens, prints the URL and the demo accounts. */
async function main() {
  let settings: ReturnType<typeof readCliSettings>;
  try {
    settings = readCliSettings(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${cliUsage}`);
    process.exit(2);
  }
  if (settings.help) {
    console.log(cliUsage);
    return;
  }
  const time = () => new Date().toISOString().slice(11, 19);
  const server = await startDevServer({
    ...settings.options,
    log: settings.quiet ? () => {} : (line) => console.log(`[dev-server ${time()}] ${line}`),
  });

  const odds = server.domains.sportsbook;
  if (settings.storm) odds.simulator.storm(true);
  // Machine-readable, printed even with --quiet; the lines after it are for people.
  console.log(
    `${READY_LINE_PREFIX} ${JSON.stringify({ url: server.url, seed: server.context.seed })}`,
  );
  console.log(`dev server listening on ${server.url} (seed ${server.context.seed})`);
  console.log(`  api      ${server.url}/api/  and  ${server.url}/sbapi/api/`);
  console.log(`  hubs     ${server.url.replace(/^http/, 'ws')}/hub/frnotify  and  /hub/sbnotify`);
  console.log(`  controls ${server.url}/dev/  (SMS codes: ${server.url}/dev/codes)`);
  console.log('demo accounts:');
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.username.padEnd(8)} / ${account.password}   ${account.description}`);
  console.log(
    `odds simulator: ${odds.simulator.rate()} changes/s${settings.storm ? ' (storm)' : ''}; POST /dev/odds to change`,
  );
  for (const rule of server.faults.list())
    console.log(`fault active: ${JSON.stringify(describeFault(rule))}`);

  const stop = () => {
    server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
