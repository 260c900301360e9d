import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type Stack, startStack } from './support/stack';

// Player protection (extension, docs/protection.md) in a real Chromium: deposit limits with the
// cooling-off, a loss limit refusing a bet and a game, the reality check on the page's clock,
// a time-out that logs out and refuses login. tr at 1440 px, en at 390 px; axe on each screen.

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const HOUR = 60 * 60 * 1000;
const visible = (locator: Locator) => locator.filter({ visible: true }).first();

async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const TEXT = {
  tr: {
    login: 'Giriş Yap',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    title: 'Sorumlu Oyun',
    dailyLimit: 'Günlük limit (₺)',
    save: 'Kaydet',
    current500: 'Geçerli limit: ₺500,00',
    deposit: 'Para Yatır',
    pay: 'Yatır',
    amount: 'Tutar',
    depositRefused: 'Günlük yatırım limitiniz ₺500,00; bu dönem için kalan ₺500,00',
    pending: /₺1\.000,00 olacak \(24 saatlik bekleme\)/,
    applied: 'Geçerli limit: ₺1.000,00',
    history: 'Limit geçmişi',
    resumes: /Oyun .* tarihinde yeniden açılır/,
    interval: 'Hatırlatma aralığı',
    reminder: 'Oturum hatırlatıcısı',
    // Logged in for 24 h 1 min (the deposit test's cooling-off) + 15 min, on the server's clock.
    loggedIn: '1456 dakika',
    continue: 'Devam et',
    timeOut: 'Mola',
    confirm: 'Onayla ve çıkış yap',
    loginRefused: /Hesabınız mola süresinde; .* tarihine kadar giriş yapılamaz/,
  },
  en: {
    login: 'Login',
    username: 'Username',
    password: 'Password',
    title: 'Responsible Gaming',
    dailyLimit: 'Daily limit (₺)',
    save: 'Save',
    current500: 'Current limit: ₺500.00',
    deposit: 'Deposit',
    pay: 'Deposit',
    amount: 'Amount',
    depositRefused: 'Your daily deposit limit is ₺500.00; ₺500.00 remains for this period',
    pending: /Becomes ₺1,000\.00 on .* \(24-hour cooling-off\)/,
    applied: 'Current limit: ₺1,000.00',
    history: 'Limit history',
    resumes: /Play resumes on /,
    interval: 'Reminder interval',
    reminder: 'Session reminder',
    loggedIn: '1456 minutes',
    continue: 'Continue',
    timeOut: 'Time-out',
    confirm: 'Confirm and log out',
    loginRefused: /Your account is on a time-out; you cannot log in until /,
  },
} as const;

describe.each([
  {
    name: 'desktop tr',
    viewport: { width: 1440, height: 900 },
    lang: 'tr' as const,
    player: 'player1',
  },
  {
    name: 'phone en',
    viewport: { width: 390, height: 844 },
    lang: 'en' as const,
    player: 'betco1',
  },
])('player protection on $name', ({ viewport, lang, player }) => {
  const t = TEXT[lang];
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    stack.api.context.protection.reset(player);
    stack.api.control.setBalance(player, 5_000);
    context = await browser.newContext({ viewport, locale: lang === 'tr' ? 'tr-TR' : 'en-GB' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The language as the site stores it, before the first script runs.
    await context.addInitScript(
      (stored) => localStorage.setItem('lang', stored),
      JSON.stringify(lang),
    );
    await page.goto(stack.siteUrl, { waitUntil: 'domcontentloaded' });
  });

  afterAll(async () => {
    await context?.close();
    expect(pageErrors).toEqual([]);
  });

  async function logIn(expectRefusal?: RegExp) {
    await visible(page.getByRole('button', { name: t.login })).click();
    const dialog = page.getByRole('dialog', { name: t.login });
    await dialog.getByLabel(t.username).fill(player);
    await dialog.getByLabel(t.password).fill('secret1');
    await dialog.getByRole('button', { name: t.login }).click();
    if (expectRefusal) {
      // The refusal shows in the form or as a toast, whichever the login form uses.
      await expect.poll(() => page.locator('body').textContent()).toMatch(expectRefusal);
      return;
    }
    await dialog.waitFor({ state: 'detached' });
  }

  const token = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('authData') ?? '{}') as { token?: string }).token ?? '',
    );

  async function openProtection() {
    await navigate(page, '/dashboard');
    await visible(page.locator('main').getByRole('link', { name: t.title })).click();
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  }

  it('deposit limit: set, refused above it before any payment page, raised with the cooling-off', async () => {
    await logIn();
    await openProtection();
    expect(await axeViolations(page)).toEqual([]);
    const daily = page.getByTestId('limit-deposit-daily');
    await daily.getByLabel(t.dailyLimit).pressSequentially('500');
    await daily.getByRole('button', { name: t.save }).click();
    await expect.poll(() => daily.textContent()).toContain(t.current500);

    // A Papara deposit of 600: refused by the server, the dialog stays, no payment tab opens.
    await navigate(page, '/dashboard/deposit');
    await page.getByRole('button', { name: /Papara/ }).click();
    const papara = page.getByRole('dialog', { name: 'Papara' });
    await papara.getByLabel(t.amount).pressSequentially('600');
    await papara
      .getByLabel(/Papara/)
      .last()
      .pressSequentially('1234567890');
    const pages = context.pages().length;
    await papara.getByRole('button', { name: t.pay }).click();
    await expect
      .poll(() => page.locator('.Toastify__toast--error').allTextContents())
      .toContainEqual(expect.stringContaining(t.depositRefused));
    expect(await papara.isVisible()).toBe(true);
    expect(context.pages().length).toBe(pages);
    await page.keyboard.press('Escape');
    await papara.waitFor({ state: 'detached' });

    // Raising waits 24 hours; the history lists both changes.
    await openProtection();
    const row = page.getByTestId('limit-deposit-daily');
    await row.getByLabel(t.dailyLimit).pressSequentially('1000');
    await row.getByRole('button', { name: t.save }).click();
    await expect.poll(() => row.textContent()).toMatch(t.pending);
    expect(await row.textContent()).toContain(t.current500);
    const history = page.getByRole('region', { name: t.history });
    await expect.poll(() => history.getByRole('row').count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);

    // A day later (the server's protection clock for this player) the raise is in force.
    stack.api.context.protection.elapse(player, 24 * HOUR + 60_000);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await expect
      .poll(() => page.getByTestId('limit-deposit-daily').textContent())
      .toContain(t.applied);
  });

  it('loss limit: once reached, a bet and a game are refused, saying when play resumes', async () => {
    const loss = page.getByTestId('limit-loss-daily');
    const amount = loss.getByLabel(t.dailyLimit);
    // The block re-renders when the protection state arrives; a keystroke typed into the old
    // field can be lost, so the amount is typed again until the field shows it.
    await expect
      .poll(async () => {
        if (!/^\D*10$/.test(await amount.inputValue())) {
          await amount.clear();
          await amount.pressSequentially('10');
        }
        return amount.inputValue();
      })
      .toMatch(/^\D*10$/);
    await loss.getByRole('button', { name: t.save }).click();
    await expect.poll(() => loss.textContent()).toMatch(/10[.,]00/);

    // Lose at least 10 on a game (wins count against the losses).
    const playerToken = await token();
    const call = async <T>(path: string, body?: unknown) => {
      const response = await fetch(new URL(path, stack.api.url), {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${playerToken}`,
          'content-type': 'application/json',
          'x-locale': lang,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as { success: boolean; message: string; data: T };
    };
    const game = stack.api.domains.casino.games.find((g) => g.providerName === 'Pragmatic Play');
    if (!game) throw new Error('no Pragmatic Play game');
    const launched = await call<string>('/api/casino/pragmaticlaunchurl', { code: game.gameCode });
    for (let spin = 0; spin < 100; spin++) {
      const answer = await call(`${launched.data}/spin?stake=10`, {});
      if (!answer.success) break;
    }

    // A bet: refused with the time play resumes.
    const events = await call<{ winner: { odd1Id: number } | null }[]>(
      '/sbapi/api/sportsbook/popularevents',
    );
    const odd = events.data.find((event) => event.winner)?.winner?.odd1Id;
    await call('/sbapi/api/sportsbook/toggleOdd', { oddId: odd, isLive: false });
    const bet = await call('/sbapi/api/sportsbook/placeBet', {
      type: 1,
      selection: [{ oddId: odd, amount: 5 }],
      acceptChanges: true,
    });
    expect(bet.success).toBe(false);
    expect(bet.message).toMatch(t.resumes);
    expect(bet.data).toMatchObject({ refusal: 'lossLimit', period: 'daily', limit: 10 });

    // A game from the lobby: the launch is refused and the page says when play resumes.
    await navigate(page, '/casino/slot');
    await page.locator('.site-game-tile__open').first().click();
    await expect
      .poll(() => page.locator('.Toastify__toast--error').allTextContents())
      .toContainEqual(expect.stringMatching(t.resumes));
    expect(await page.locator('iframe.site-game-frame').count()).toBe(0);
  });

  it('reality check: after the chosen interval, a dialog with the time and result', async () => {
    // Timers set from here on run on Playwright's clock, so the reminder can be fast-forwarded.
    await page.clock.install();
    await openProtection();
    const section = page.getByRole('region', { name: t.reminder });
    // Each save waits for the server's answer and the reschedule after it: a fast-forward
    // before the reminder's timer exists would pass without it.
    const saveInterval = async (minutes: string) => {
      await page.getByLabel(t.interval).selectOption(minutes);
      const answered = page.waitForResponse(
        (response) =>
          response.url().includes('/protection/reality-check') &&
          response.request().method() === 'POST',
      );
      await section.getByRole('button', { name: t.save }).click();
      await answered;
      // The button reads Save again once the next reminder is scheduled (busy until then).
      await section.getByRole('button', { name: t.save }).waitFor();
      await expect.poll(() => page.getByLabel(t.interval).inputValue()).toBe(minutes);
    };
    await saveInterval('15');
    // The server's session runs 15 minutes ahead; the page's clock catches up.
    stack.api.context.protection.elapse(player, 15 * 60_000);
    await saveInterval('30');
    await saveInterval('15');
    await page.clock.fastForward('15:00');
    const dialog = page.getByRole('dialog', { name: t.reminder });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(t.loggedIn);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t.continue }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('time-out: the confirm step, then logged out; login is refused with the end date', async () => {
    const section = page.getByRole('region', { name: t.timeOut, exact: true });
    await section.getByRole('button', { name: t.continue }).click();
    const confirm = section.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const reloaded = page.waitForEvent('load');
    await confirm.getByRole('button', { name: t.confirm }).click();
    await reloaded;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
    await logIn(t.loginRefused);
    expect(await axeViolations(page)).toEqual([]);
  });
});
