// The XSS corpus through the page without React (examples/vanilla): the same core stores,
// rendered by hand with DOM calls. Sport, league and team names in the live list and the slip's
// event, market and pick names carry the payloads (seeded through the dev server's controls);
// nothing may run, the names show as text, and axe stays clean.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type Stack, startStack } from './support/stack';
import { payloads } from './support/xss-payloads';
import { hits, installDetector, liveMarkup } from './xss-corpus.detect';
import { seedBets, seedSportsbook } from './xss-corpus.seeds';

const HTML = payloads();

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let slipOddIds: number[] = [];
const problems: string[] = [];
const shownNames = { live: 0, slip: 0 };

async function expectClean(surface: string) {
  expect(problems, surface).toEqual([]);
  expect(await hits(page), surface).toEqual([]);
  expect(await liveMarkup(page), surface).toEqual([]);
  expect(await axeViolations(page), surface).toEqual([]);
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startStack({ example: 'vanilla', liveEvents: 60 }),
    launchChromium(),
  ]);
  stack.api.control.setBalance('player1', 1000);
  const seeded = seedSportsbook(stack.api, HTML);
  slipOddIds = seeded.slipOddIds;
  await seedBets(stack.api, 'player1', [], slipOddIds);
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
  await installDetector(context);
  context.on('request', (request) => {
    if (request.url().includes('evil.invalid')) problems.push(`request: ${request.url()}`);
  });
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

afterAll(async () => {
  console.log(
    `XSS corpus without React: ${shownNames.live} hostile names in the live list, ${shownNames.slip} in the slip; executed 0 (enforced)`,
  );
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

describe('XSS corpus without React', () => {
  it('live list: sport, league and team names', async () => {
    await page.goto(stack.siteUrl);
    await page.locator('.event__team').first().waitFor();
    // Each row shows its match's teams as the server names them (found by an odd's id; a match
    // that started after the seeding has plain names), and most rows carry payloads.
    const rows = await page.locator('.event').evaluateAll((items) =>
      items.map((row) => ({
        oddId: Number(row.querySelector('button.odd[data-odd-id]')?.getAttribute('data-odd-id')),
        teams: [...row.querySelectorAll('.event__team')].map((team) => team.textContent ?? ''),
      })),
    );
    const corpus = new Set(HTML.map((payload) => payload.trim()));
    let hostile = 0;
    for (const row of rows) {
      const event = stack.api.domains.sportsbook.world.odd(row.oddId)?.event;
      if (!event) continue;
      expect(row.teams.map((team) => team.trim())).toEqual([event.home.trim(), event.away.trim()]);
      if (corpus.has(event.home.trim()) && corpus.has(event.away.trim())) hostile += 2;
    }
    expect(hostile).toBeGreaterThan(40);
    const leagues = await page.locator('.sport__name, .league__name').allTextContents();
    const hostileLeagues = leagues.filter(
      (text) => corpus.has(text.trim()) || text.split(' - ').every((part) => corpus.has(part)),
    );
    expect(hostileLeagues.length).toBeGreaterThan(5);
    shownNames.live = hostile + hostileLeagues.length;
    await expectClean('vanilla live list');
  });

  it('bet slip: event, market and pick names of 20 selections', async () => {
    await page.getByPlaceholder('Kullanıcı adı').fill('player1');
    await page.getByPlaceholder('Şifre').fill('secret1');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => page.locator('.slip__list > li').count()).toBe(20);
    const text = (await page.locator('.slip__list').textContent()) ?? '';
    const names = slipOddIds.flatMap((oddId) => {
      const odd = stack.api.domains.sportsbook.world.odd(oddId);
      return odd?.label
        ? [odd.event.home, odd.event.away, odd.label.market.tr, odd.label.pick.tr]
        : [];
    });
    expect(names).toHaveLength(80);
    shownNames.slip = names.length;
    expect(names.filter((name) => !text.includes(name.trim()))).toEqual([]);
    await expectClean('vanilla bet slip');
  });
});
