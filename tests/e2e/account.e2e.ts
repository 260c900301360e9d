import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type Stack, startStack } from './support/stack';

// The account area in a real Chromium against the demo and the dev server: register, phone
// verification, celebration, deposits, withdrawal, change password, logout, recovery, login,
// and the call request form; axe on every screen and a screenshot of every dialog.

const screenshots = resolve(import.meta.dirname, '__screenshots__');
mkdirSync(screenshots, { recursive: true });

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchChromium()]);
  // The home page's image popup is not what these tests are about.
  stack.api.control.bootstrap.popupEnabled = false;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The first visible match (desktop header and mobile bottom bar repeat some buttons). */
const visible = (locator: Locator) => locator.filter({ visible: true }).first();

/** In-app navigation without a reload, as a wouter link does. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

type CoreAction =
  | { type: 'openDeposit' | 'openWithdraw'; method: { id: number; name: string } }
  | { type: 'changePassword' | 'callRequest' | 'smsVerification' };

/**
 * Where the demo has no entry point yet (its dashboard pages and side menu are being built),
 * a dialog is opened through the core, as those entry points will: the site instance is read
 * from the SiteProvider's props. The UI is always tried first.
 */
async function throughCore(page: Page, action: CoreAction) {
  await page.evaluate((act) => {
    type Fiber = { memoizedProps?: { site?: unknown }; child?: Fiber; sibling?: Fiber };
    const root = document.getElementById('root') as unknown as Record<string, Fiber>;
    const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    const stack: Fiber[] = key && root[key] ? [root[key]] : [];
    type SiteHandle = Record<string, Record<string, (arg?: unknown) => void>>;
    let site: SiteHandle | undefined;
    while (stack.length > 0 && !site) {
      const fiber = stack.pop() as Fiber;
      const candidate = fiber.memoizedProps?.site as SiteHandle | undefined;
      if (candidate?.dialogs && candidate.payments) site = candidate;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    if (!site) throw new Error('no SiteProvider found');
    const account = site.account as unknown as Record<string, { open(arg?: unknown): void }>;
    if (act.type === 'openDeposit' || act.type === 'openWithdraw')
      site.payments?.[act.type]?.(act.method);
    else if (act.type === 'changePassword') account.changePassword?.open();
    else if (act.type === 'smsVerification') account.customerPhone?.open();
    else (site.callRequest as unknown as { open(): void }).open();
  }, action);
}

/** Whether a part of the demo shows up (a route renders a moment after navigating). */
async function present(locator: Locator, timeout = 800): Promise<boolean> {
  try {
    await locator.first().waitFor({ timeout });
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens a payment method's dialog the way a player does: the deposit and withdraw pages list
 * the methods (else a button opens the deposit sheet's list); else through the core.
 */
async function openPaymentMethod(
  page: Page,
  kind: 'deposit' | 'withdraw',
  method: { id: number; name: string },
) {
  // A method button is named by the method and its limits.
  const pick = (scope: Locator) => scope.getByRole('button', { name: method.name });
  const listed = pick(page.locator('main'));
  if (await present(listed)) {
    await listed.first().click();
    return;
  }
  const sheetButton = page
    .locator('main')
    .getByRole('button', { name: 'Para yatırma ekranını aç' });
  if (kind === 'deposit' && (await present(sheetButton, 200))) {
    await sheetButton.click();
    await pick(page.getByRole('dialog', { name: 'Para Yatır' })).click();
    return;
  }
  await throughCore(page, { type: kind === 'deposit' ? 'openDeposit' : 'openWithdraw', method });
}

/** Clicks the UI entry when the demo has it, otherwise opens the dialog through the core. */
async function openEntry(page: Page, entry: Locator, fallback: CoreAction) {
  if (await present(entry)) await entry.first().click();
  else await throughCore(page, fallback);
}

function successToast(page: Page, text?: RegExp | string) {
  const toast = page.locator('.Toastify__toast--success');
  return (text ? toast.filter({ hasText: text }) : toast).first();
}

describe.each(VIEWPORTS)('account area on $name', ({ name, viewport }) => {
  const newContext = () =>
    browser.newContext({
      viewport,
      locale: 'tr-TR',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
  const shot = (page: Page, screen: string) =>
    page.screenshot({ path: resolve(screenshots, `account-${screen}-${name}.png`) });

  it('register → phone → celebration → deposits → withdraw → password → logout → recovery → login', async () => {
    const context: BrowserContext = await newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const username = `e2e${name}${Date.now() % 1_000_000}`;
    const password = 'gizli123';
    const newPassword = 'yepyeni45';
    // Desktop takes the trial bonus (code sent at once, Yes in the celebration); mobile does
    // not (Send Code, then Deposit in the celebration) and updates its phone in the customer
    // area afterwards.
    const withBonus = name === 'desktop';

    await page.goto(stack.siteUrl);
    await visible(page.getByRole('button', { name: 'Kayıt Ol' })).click();

    // Register, fast tab.
    const register = page.getByRole('dialog', { name: 'Kayıt Ol' });
    await register.waitFor();
    await expectAccessible(page);
    await register.getByLabel('Ad', { exact: true }).fill('Çağrı');
    await register.getByLabel('Soyad', { exact: true }).fill('Gökhan');
    await register.getByLabel('Kullanıcı adı').fill(username);
    await register.getByLabel('E-posta').fill(`${username}@ornek.com.tr`);
    await register.getByLabel('Şifre', { exact: true }).fill(password);
    await register.getByLabel('Şifre (tekrar)').fill(password);
    const phone = register.getByLabel('Telefon');
    await phone.pressSequentially('5321234567');
    await expect.poll(() => phone.inputValue()).toBe('+90 (532) 123 45 67');
    const bonus = register.getByRole('checkbox', { name: /deneme bonusu/ });
    if (withBonus) await bonus.check();
    await shot(page, 'register');
    await register.getByRole('button', { name: 'Kayıt Ol' }).click();

    // Every registration verifies the phone: with the bonus the code went out at once (step 2),
    // without it the player presses Send Code. The registered phone stays locked.
    const code = register.getByLabel('SMS kodunu girin');
    await register.getByLabel('Telefon numaranızı girin').waitFor();
    expect(await register.getByLabel('Telefon numaranızı girin').isDisabled()).toBe(true);
    if (!withBonus) {
      expect(await code.isDisabled()).toBe(true);
      await register.getByRole('button', { name: 'Kod Gönder' }).click();
    }
    await expect.poll(() => code.isEnabled()).toBe(true);
    await expectAccessible(page);
    await shot(page, 'phone-verification');
    let sms: string | undefined;
    await expect
      .poll(() => (sms = stack.api.control.lastCode(username, 'phone')))
      .toMatch(/^\d{6}$/);
    await code.fill(sms ?? '');
    await expect.poll(() => code.inputValue()).toMatch(/^\d\d-\d\d-\d\d$/);
    await register.getByRole('button', { name: 'Doğrula', exact: true }).click();

    await register.getByRole('heading', { name: 'Tebrikler!' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'celebration');
    if (withBonus) {
      await register.getByRole('button', { name: 'Evet' }).click();
      await expect
        .poll(() => register.locator('canvas').getAttribute('data-particles'))
        .toBe('150');
      await shot(page, 'celebration-confetti');
      // The dialog closes 1 s after the bonus was defined.
      await register.waitFor({ state: 'detached' });
      await visible(page.getByRole('link', { name: 'Para Yatır' })).click();
    } else {
      await register.getByRole('button', { name: 'Para Yatır' }).click();
      await register.waitFor({ state: 'detached' });
    }
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/deposit');

    if (!withBonus) {
      // The customer-area variant (/dashboard/account, else its SMS verification dialog): the
      // phone is verified now; Update Number, a new number, Send Code, Verify.
      await navigate(page, '/dashboard/account');
      const area = page.locator('.site-customer-phone').first();
      if (!(await present(area))) await throughCore(page, { type: 'smsVerification' });
      await area.getByText('Doğrulandı').waitFor();
      await area.getByRole('button', { name: 'Numarayı Güncelle' }).click();
      const newPhone = area.getByLabel('Telefon numarası');
      await expect.poll(() => newPhone.isEnabled()).toBe(true);
      await newPhone.fill('');
      await newPhone.pressSequentially('5441234500');
      await area.getByRole('button', { name: 'Kod Gönder' }).click();
      const areaCode = area.getByLabel('Doğrulama kodu');
      await areaCode.waitFor();
      await area.getByText('Kodu 60 sn sonra tekrar gönderebilirsiniz').waitFor();
      await expectAccessible(page);
      await shot(page, 'customer-phone');
      let areaSms: string | undefined;
      await expect
        .poll(() => (areaSms = stack.api.control.lastCode(username, 'phone')))
        .toMatch(/^\d{6}$/);
      await areaCode.fill(areaSms ?? '');
      await expect.poll(() => areaCode.inputValue()).toMatch(/^\d{3}-\d{3}$/);
      await area.getByRole('button', { name: 'Doğrula', exact: true }).click();
      await area.getByRole('button', { name: 'Numarayı Güncelle' }).waitFor();
      const account = stack.api.control.accounts().find((a) => a.username === username);
      expect(account).toMatchObject({ phone: '905441234500', smsVerified: true });
      const smsDialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' });
      if (await smsDialog.count())
        await smsDialog.getByRole('button', { name: 'Kapat', exact: true }).click();
      await navigate(page, '/dashboard/deposit');
    }

    // Deposit with a URL result: the payment page opens in a new tab, Continue stays.
    await openPaymentMethod(page, 'deposit', { id: 2, name: 'Papara' });
    const papara = page.getByRole('dialog', { name: 'Papara' });
    await papara.getByLabel('Tutar').pressSequentially('250');
    await papara.getByLabel('Papara numarası').pressSequentially('1234567890');
    await expect.poll(() => papara.getByLabel('Tutar').inputValue()).toBe('₺250');
    await expectAccessible(page);
    await shot(page, 'deposit-form');
    const popup = context.waitForEvent('page', { timeout: 5000 }).catch(() => undefined);
    await papara.getByRole('button', { name: 'Yatır' }).click();
    const continueButton = papara.getByRole('button', { name: 'Devam Et' });
    const refused = page.locator('.Toastify__toast--error');
    await continueButton.or(refused).first().waitFor();
    if (await continueButton.count()) {
      // A blocked popup: Continue opens it again, this time from a click.
      let opened = await popup;
      if (!opened) {
        const retry = context.waitForEvent('page');
        await continueButton.click();
        opened = await retry;
      }
      expect(opened.url()).toMatch(/\/stand-in\/pay\/TX\d+/);
      await opened.close();
      await expectAccessible(page);
      await shot(page, 'deposit-url-result');
    } else {
      // The core's URL policy refuses http pages on another origin unless the site allows
      // them; the dev server's stand-in page is one. Checked softly so the journey goes on.
      expect
        .soft(
          await refused.first().textContent(),
          'the demo must create its site with payments.allowInsecureDepositUrls in development',
        )
        .toBeNull();
    }
    await papara.getByRole('button', { name: 'Kapat', exact: true }).click();
    await papara.waitFor({ state: 'detached' });

    // Deposit with a message result.
    await openPaymentMethod(page, 'deposit', { id: 1, name: 'Havale / EFT' });
    const havale = page.getByRole('dialog', { name: 'Havale / EFT' });
    await havale.getByLabel('Tutar').pressSequentially('1000');
    await havale.getByLabel('Banka').selectOption({ label: 'Garanti BBVA' });
    await havale.getByLabel('Ad Soyad').fill('Çağrı Gökhan');
    await havale.getByRole('button', { name: 'Yatır' }).click();
    await havale.getByRole('button', { name: 'Tamam' }).waitFor();
    expect(await havale.getByLabel('Tutar').count()).toBe(0);
    await expectAccessible(page);
    await shot(page, 'deposit-message-result');
    await havale.getByRole('button', { name: 'Tamam' }).click();
    await havale.waitFor({ state: 'detached' });

    // Withdraw to an IBAN pasted from the clipboard.
    stack.api.control.setBalance(username, 5000);
    await navigate(page, '/dashboard/withdraw');
    await openPaymentMethod(page, 'withdraw', { id: 11, name: 'Banka Havalesi' });
    const withdraw = page.getByRole('dialog', { name: 'Banka Havalesi' });
    await withdraw.getByLabel('Tutar').pressSequentially('400');
    await page.evaluate((iban) => navigator.clipboard.writeText(iban), IBAN);
    await withdraw.getByRole('button', { name: 'IBAN alanına panodan yapıştır' }).click();
    await expect
      .poll(() => withdraw.getByRole('textbox', { name: 'IBAN' }).inputValue())
      .toBe(IBAN);
    await withdraw.getByLabel('Ad Soyad').fill('Çağrı Gökhan');
    await withdraw.getByLabel('TC kimlik no').pressSequentially('10000000146');
    await expectAccessible(page);
    await shot(page, 'withdraw-form');
    await withdraw.getByRole('button', { name: 'Çek' }).click();
    await successToast(page).waitFor();
    await withdraw.waitFor({ state: 'detached' });
    const payout = stack.api.control.transactions(username).find((tx) => tx.type === 2);
    expect(payout?.detail).toMatchObject({ Iban: IBAN.replace(/\s/g, ''), Amount: 400 });

    // Change password.
    await navigate(page, '/dashboard');
    await openEntry(page, page.locator('main').getByRole('button', { name: 'Şifre Değiştir' }), {
      type: 'changePassword',
    });
    const change = page.getByRole('dialog', { name: 'Şifre Değiştir' });
    await change.getByLabel('Mevcut şifre').fill(password);
    await change.getByLabel('Yeni şifre', { exact: true }).fill(newPassword);
    await change.getByLabel('Yeni şifre (tekrar)').fill(newPassword);
    await expectAccessible(page);
    await shot(page, 'change-password');
    await change.getByRole('button', { name: 'Değiştir', exact: true }).click();
    await change.waitFor({ state: 'detached' });
    await successToast(page).waitFor();

    // Log out: the page goes home and reloads.
    const reloaded = page.waitForEvent('load');
    await visible(page.getByRole('button', { name: 'Çıkış Yap' })).click();
    await reloaded;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authData'))).toBeNull();

    // Recovery from the login form, then login with the password it set.
    await visible(page.getByRole('button', { name: 'Giriş Yap' })).click();
    const login = page.getByRole('dialog', { name: 'Giriş Yap' });
    await login.getByRole('button', { name: 'Şifremi Unuttum' }).click();
    const recovery = page.getByRole('dialog', { name: 'Şifremi Unuttum' });
    await recovery.getByLabel('Kullanıcı adı').fill(username);
    await expectAccessible(page);
    await shot(page, 'recovery-username');
    await recovery.getByRole('button', { name: 'Kod Gönder' }).click();
    const resetCode = recovery.getByLabel('Sıfırlama kodu');
    await resetCode.waitFor();
    await resetCode.fill(stack.api.control.lastCode(username, 'reset') ?? '');
    await shot(page, 'recovery-code');
    await recovery.getByRole('button', { name: 'Devam', exact: true }).click();
    const finalPassword = 'sonsifre9';
    await recovery.getByLabel('Yeni şifre', { exact: true }).fill(finalPassword);
    await recovery.getByLabel('Yeni şifre (tekrar)').fill(finalPassword);
    await expectAccessible(page);
    await recovery.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    await recovery.getByText('Adım 4 / 4').waitFor();
    await shot(page, 'recovery-done');
    // The login form opens a second later.
    await login.waitFor();
    await login.getByLabel('Kullanıcı adı').fill(username);
    await login.getByLabel('Şifre').fill(finalPassword);
    await expectAccessible(page);
    await shot(page, 'login');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await login.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('header-username').first().textContent())
      .toBe(username);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('call request: warnings, at most 5 contacts, saved', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(stack.siteUrl);
    await visible(page.getByRole('button', { name: 'Kayıt Ol' })).waitFor();

    // The side menu's entry (behind the hamburger on narrow screens), else the core.
    const menuButton = page.getByRole('button', { name: 'Menüyü aç' });
    if (await menuButton.count()) await visible(menuButton).click();
    await openEntry(page, page.getByRole('button', { name: /Sizi Arayalım|Geri Arama/ }), {
      type: 'callRequest',
    });
    const form = page.getByRole('dialog', { name: 'Geri Arama Formu' });
    await form.waitFor();
    for (const warning of [
      'Lütfen kullanıcı adınızı girin',
      'En az bir iletişim bilgisi eklemelisiniz',
      'Lütfen bir saat aralığı seçin',
    ]) {
      await form.getByText(warning).waitFor();
    }
    const save = form.getByRole('button', { name: 'Talebi Kaydet' });
    expect(await save.isDisabled()).toBe(true);
    await expectAccessible(page);
    await shot(page, 'call-request');

    await form.getByLabel('Ad Soyad').fill('Elif Arslan');
    await form.getByLabel('Kullanıcı adı').fill('elif01');
    await form.getByLabel('Mesajınız').fill('Bonus hakkında bilgi almak istiyorum');
    await form.getByLabel('Hangi saatler arasında müsaitsiniz?').selectOption('14:30-15:30');
    const add = form.getByRole('button', { name: 'İletişim Ekle' });
    for (let i = 0; i < 5; i++) await add.click();
    await expect.poll(() => add.isDisabled()).toBe(true);
    await form.getByText('Maksimum 5 iletişim bilgisi ekleyebilirsiniz').waitFor();
    await expectAccessible(page);
    await shot(page, 'call-request-max');
    for (let i = 5; i > 2; i--) {
      await form.getByRole('button', { name: `${i}. iletişimi kaldır` }).click();
    }
    await form.getByLabel('1. iletişim bilgisi').fill('905321112233');
    await form.getByLabel('2. iletişim türü').selectOption({ label: 'E-posta' });
    await form.getByLabel('2. iletişim bilgisi').fill('elif@ornek.com.tr');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await shot(page, 'call-request-filled');
    await save.click();
    await form.waitFor({ state: 'detached' });
    await successToast(page).waitFor();
    const stored = stack.api.control.callRequests().at(-1);
    expect(stored).toMatchObject({
      name: 'Elif Arslan',
      message:
        'Mesaj: Bonus hakkında bilgi almak istiyorum | Kullanıcı adı: elif01 | Seçilen saat: 14:30-15:30',
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
