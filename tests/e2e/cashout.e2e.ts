import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../packages/react/src/i18n/en';
import tr from '../../packages/react/src/i18n/tr';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type Stack, startStack } from './support/stack';

// Cash-out (extension, issue 21): a player places a multiple, watches its cash-out value follow
// the odds the server pushes, meets each fault, cashes out half, then the rest with a double
// click; balance, My Bets and the bet history agree to the kuruş. tr at 1440 px, en at 390 px.

interface SportsbookControl {
  simulator: { stop(): void };
  moveOdd(oddId: number, rate: number): boolean;
  cashout(betId: number): { value: number | null; calls: number; settled: number } | undefined;
}

let stack: Stack;
let browser: Browser;
let sportsbook: SportsbookControl;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchChromium()]);
  sportsbook = stack.api.domains.sportsbook as unknown as SportsbookControl;
  // Odds move only when the test moves them.
  sportsbook.simulator.stop();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const DICTIONARIES = { tr, en } as const;
const round2 = (value: number) => Math.round(value * 100) / 100;
const visible = (locator: Locator) => locator.filter({ visible: true }).first();

/** `₺1.234,50` (tr) or `₺1,234.50` (en) as a number. */
function moneyOf(text: string | null, lang: 'tr' | 'en'): number {
  const digits = (text ?? '').replace(lang === 'tr' ? /[^\d,]/g : /[^\d.]/g, '');
  return Number(lang === 'tr' ? digits.replace(',', '.') : digits);
}

/** A dictionary text with its `{placeholders}` as a pattern (the value varies). */
function pattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\?\{[^}]+\}/g, '.*'));
}

describe.each([
  {
    name: 'desktop tr',
    viewport: { width: 1440, height: 900 },
    lang: 'tr' as const,
    player: 'player1',
    mobile: false,
  },
  {
    name: 'phone en',
    viewport: { width: 390, height: 844 },
    lang: 'en' as const,
    player: 'vip1',
    mobile: true,
  },
])('cash-out on $name', ({ viewport, lang, player, mobile }) => {
  const d = DICTIONARIES[lang];
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const money = (text: string | null) => moneyOf(text, lang);

  beforeAll(async () => {
    stack.api.control.setBalance(player, 1000);
    context = await browser.newContext({ viewport, locale: lang === 'tr' ? 'tr-TR' : 'en-GB' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await context.addInitScript(
      (stored) => localStorage.setItem('lang', stored),
      JSON.stringify(lang),
    );
  });

  afterAll(async () => {
    await context?.close();
    expect(pageErrors).toEqual([]);
  });

  /** The slip: the right column on desktop, the bottom sheet on a phone. */
  async function openSlip() {
    if (!mobile) return page.locator('.sb-layout__right');
    await page.locator('.sb-sheet-bar').click();
    const sheet = page.getByRole('dialog', { name: d.sportsbook.slip.title });
    await sheet.waitFor();
    return sheet;
  }

  it('places a multiple, follows its value, survives faults, cashes out half then the rest', async () => {
    await page.goto(`${stack.siteUrl}spor/prematch`, { waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('button', { name: d.header.login })).click();
    const dialog = page.getByRole('dialog', { name: d.login.title });
    await dialog.getByLabel(d.login.username).fill(player);
    await dialog.getByLabel(d.login.password).fill('secret1');
    await dialog.getByRole('button', { name: d.login.submit }).click();
    await dialog.waitFor({ state: 'detached' });
    const balance = page.getByTestId('header-balance').first();
    await expect.poll(async () => money(await balance.textContent())).toBe(1000);

    // Two odds of two matches: a multiple of 100.
    const rows = page.locator('.sb-rows .sb-row');
    await rows.first().waitFor();
    const odds = [
      rows.nth(0).locator('button.sb-odd').first(),
      rows.nth(1).locator('button.sb-odd').first(),
    ];
    for (const odd of odds) {
      await odd.click();
      await expect.poll(() => odd.getAttribute('aria-pressed')).toBe('true');
    }
    const oddIds = await Promise.all(
      odds.map(async (odd) => Number(await odd.getAttribute('data-odd-id'))),
    );
    let slip = await openSlip();
    await slip.getByRole('button', { name: d.sportsbook.slip.stepUp }).click();
    await expect.poll(() => slip.locator('#sb-stake-multiple').inputValue()).toBe('100');
    const place = slip.getByRole('button', { name: d.sportsbook.slip.placeBet });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    await expect.poll(async () => money(await balance.textContent())).toBe(900);
    if (mobile) {
      await page
        .getByRole('dialog', { name: d.sportsbook.slip.title })
        .getByRole('button', { name: d.dialog.close, exact: true })
        .click();
      slip = await openSlip();
    }

    // My Bets: the running bet offers its value.
    await slip.getByRole('button', { name: d.sportsbook.slip.myBets }).click();
    const bet = slip.locator('.sb-my-bet').first();
    await bet.waitFor();
    const betId = Number(
      /#(\d+)/.exec((await bet.locator('.sb-my-bet__head').textContent()) ?? '')?.[1],
    );
    const server = () => sportsbook.cashout(betId);
    const button = bet.locator('.sb-cashout__button');
    const shown = async () => money(await button.textContent());
    await expect.poll(shown).toBe(server()?.value);

    // Odds pushed by the server move the value on the page.
    const first = oddIds[0] ?? 0;
    const before = server()?.value ?? 0;
    // A shorter price each run (both runs bet on the first row's first odd): the value rises.
    sportsbook.moveOdd(first, mobile ? 1.1 : 1.2);
    await expect.poll(shown).toBe(server()?.value);
    expect(server()?.value).toBeGreaterThan(before);
    expect(await axeViolations(page)).toEqual([]);

    // Faults: nothing is paid, the bet stays as it was, and the page says so.
    const faults = [
      { kind: 'http500' as const },
      { kind: 'fail' as const },
      { kind: 'network' as const },
      // The client gives up after 30 s; the server, answering later, finds nobody listening.
      ...(mobile ? [] : [{ kind: 'latency' as const, ms: 35_000 }]),
    ];
    const offered = server()?.value;
    for (const fault of faults) {
      stack.api.faults.set({ route: 'sportsbook/cashout', method: 'POST', times: 1, ...fault });
      await button.click();
      const panel = bet.locator('.sb-cashout__panel');
      await panel.waitFor();
      await panel.getByRole('button', { name: pattern(d.cashout.confirm) }).click();
      // A timeout's answer is the client giving up after 30 s: wait for the alert that long.
      const alert = panel.getByRole('alert');
      await alert.waitFor({ timeout: 45_000 });
      await expect.poll(() => alert.textContent()).toMatch(pattern(d.cashout.failed));
      expect(server()).toMatchObject({ value: offered, settled: 0 });
      await panel.getByRole('button', { name: d.cashout.cancel }).click();
      await expect.poll(shown).toBe(offered);
    }
    expect(money(await balance.textContent())).toBe(900);

    // Half: the amount field and slider at 50 %, the confirm step, then paid.
    await button.click();
    const panel = bet.locator('.sb-cashout__panel');
    await panel.getByRole('button', { name: d.cashout.half }).click();
    const value1 = server()?.value ?? 0;
    const half = Math.round(value1 * 50) / 100;
    await expect
      .poll(async () => money(await panel.getByLabel(d.cashout.amountLabel).inputValue()))
      .toBe(half);
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: pattern(d.cashout.confirm) }).click();
    await bet
      .getByRole('status')
      .filter({ hasText: pattern(d.cashout.paidPart) })
      .waitFor();
    await expect.poll(async () => money(await balance.textContent())).toBe(round2(900 + half));
    expect(server()?.settled).toBe(1);

    // The rest, with a double click: one call reaches the server.
    await expect.poll(shown).toBe(server()?.value);
    const rest = server()?.value ?? 0;
    const calls = server()?.calls ?? 0;
    await button.click();
    await panel.getByRole('button', { name: pattern(d.cashout.confirm) }).dblclick();
    await expect.poll(() => server()?.settled).toBe(2);
    const total = round2(half + rest);
    await expect.poll(async () => money(await balance.textContent())).toBe(round2(900 + total));
    // Counted once the page has taken the payout in: a second call would have gone out by now.
    expect(server()?.calls).toBe(calls + 1);

    // My Bets and the bet history say what was paid, to the kuruş.
    const cashedOut = bet.locator('.sb-cashout-history__total');
    await expect.poll(async () => money(await cashedOut.textContent())).toBe(total);
    await expect
      .poll(() => bet.locator('.sb-bet-status').textContent())
      .toBe(d.sportsbook.myBets.status.cashout);
    await expect.poll(() => bet.locator('.sb-cashout__button').count()).toBe(0);
    await page.goto(`${stack.siteUrl}dashboard/bets`, { waitUntil: 'domcontentloaded' });
    const card = page.locator('.site-bet-card').first();
    await card.waitFor();
    await expect
      .poll(async () => money(await card.locator('.sb-cashout-history__total').textContent()))
      .toBe(total);
    expect(await axeViolations(page)).toEqual([]);
  }, 240_000);
});
