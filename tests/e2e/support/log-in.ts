import type { Page } from 'playwright-core';

/** Logs in through the header's login dialog on the page as it is (the first visible button). */
export async function logInFromHeader(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  await dialog.getByLabel('Kullanıcı adı').fill(username);
  await dialog.getByLabel('Şifre').fill('secret1');
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
  await dialog.waitFor({ state: 'detached' });
}
