import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Which Chromium the e2e tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else a
 * browser Playwright downloaded itself (`npx playwright install chromium` where that works).
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    const downloaded = chromium.executablePath();
    if (downloaded && existsSync(downloaded)) return downloaded;
  } catch {
    // playwright-core knows no downloaded browser
  }
  throw new Error(
    'No Chromium found. Set CHROMIUM_PATH, or on Debian/Ubuntu run: sudo apt-get install -y chromium',
  );
}

/**
 * `extraArgs`: more switches, e.g. `--disable-features=LocalNetworkAccessChecks` for a bench's
 * floor page (a routed document counts as public, and Chromium then blocks its calls to
 * 127.0.0.1).
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    // Without the background-networking flags Chromium floods a closed network with requests.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}
