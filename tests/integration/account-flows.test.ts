import type { Toast } from '@site/core';
import type { AccountModule, PaymentDialog, PaymentsModule } from '@site/core/account';
import { createFullSite, type FullSite } from '@site/core/full';
import { createTestEnv, type TestEnv } from '@site/core/testing';
import { createDevServer, type DevServer } from '@site/dev-server';
import { afterEach, describe, expect, it, vi } from 'vitest';

let server: DevServer;

afterEach(() => server?.close());

interface World {
  env: TestEnv;
  site: FullSite;
  account: AccountModule;
  payments: PaymentsModule;
  toasts: Toast[];
  opened: string[];
}

async function setup(): Promise<World> {
  server = createDevServer({ seed: 1 });
  const env = createTestEnv({ fetch: server.fetch, origin: 'http://localhost' });
  const site = createFullSite({ env });
  // start() loads the bootstrap, which carries the trial bonus amount the register form reads.
  await site.start();
  const { account, payments } = site;
  const toasts: Toast[] = [];
  site.toasts.on('show', (toast) => toasts.push(toast));
  const opened: string[] = [];
  payments.on('open-url', (intent) => opened.push(intent.url));
  return { env, site, account, payments, toasts, opened };
}

/** Waits for the form the player sees (the dialog's payment/detail answer). */
function formOf(dialog: PaymentDialog) {
  return vi.waitFor(() => {
    const state = dialog.$state.get();
    if (state.status !== 'form') throw new Error(`no form: ${JSON.stringify(state)}`);
    return state;
  });
}

const USER = {
  name: 'Çağrı Gökhan',
  surname: 'Öztürk',
  username: 'cagri2025',
  email: 'cagri@ornek.com.tr',
  password: 'gizli123',
  password2: 'gizli123',
  phone: '905551112233',
};

async function registerWithTrialBonus(world: World) {
  const { register } = world.account;
  register.open();
  for (const [key, value] of Object.entries(USER)) {
    register.fast.setField(key as keyof typeof USER, value);
  }
  register.fast.setField('trialBonus', true);
  expect((await register.submit()).ok).toBe(true);
  await world.site.settled();
}

describe('account flows against the contract dev server', () => {
  it('register → phone verification → trial bonus → deposit → withdraw', async () => {
    const world = await setup();
    const { env, site, account, payments } = world;

    // Register with the trial bonus: logged in, phone locked, the code requested at once.
    await registerWithTrialBonus(world);
    expect(site.session.$session.get()).toMatchObject({ hasLogin: true, username: 'cagri2025' });
    const { phone } = account.register;
    expect(account.register.$view.get()).toBe('phone');
    expect(phone.$step.get()).toBe(2);
    expect(phone.$disabled.get().phone).toBe(true);

    // A wrong code is refused and cleared; the real one (seen through the dev control) works.
    const code = server.control.lastCode('cagri2025', 'phone') ?? '';
    expect(code).toMatch(/^\d{6}$/);
    phone.codeForm.setField('code', code === '000000' ? '111111' : '000000');
    expect((await phone.verify()).ok).toBe(false);
    expect(phone.codeForm.$values.get().code).toBe('');
    phone.codeForm.setField('code', code);
    expect((await phone.verify()).ok).toBe(true);
    expect(site.session.$session.get()).toMatchObject({ smsVerified: true, phone: USER.phone });
    expect(server.control.accounts().find((a) => a.username === 'cagri2025')?.smsVerified).toBe(
      true,
    );

    // Celebration with the pending bonus: Yes defines it, confetti, the dialog closes after 1 s.
    expect(account.register.$view.get()).toBe('celebration');
    expect(account.register.celebration.$state.get()?.pendingTrialBonus).toBe(250);
    expect(await account.register.celebration.claimTrialBonus()).toEqual({ ok: true });
    expect(account.register.celebration.$state.get()?.confetti?.particleCount).toBe(150);
    expect(server.control.getBalance('cagri2025')).toBe(250);
    env.clock.advance(1000);
    expect(site.dialogs.$dialog.get()).toBeNull();

    // Deposit by bank transfer (message answer), then settle it on the server.
    await payments.loadMethods();
    const methods = payments.$methods.get();
    const havale = methods.deposit.find((method) => method.id === 1);
    if (!havale) throw new Error('no Havale method');
    const deposit = payments.openDeposit(havale);
    const { form, fields } = await formOf(deposit);
    expect(fields.map((field) => field.kind)).toEqual(['Decimal', 'Dropdown', 'String']);
    form.setField('Amount', '1.000,00');
    form.setField('BankId', '2');
    form.setField('NameSurname', 'Çağrı Gökhan Öztürk');
    expect((await form.submit()).ok).toBe(true);
    expect(deposit.$state.get()).toMatchObject({
      status: 'result',
      result: { type: 'Message', message: expect.stringContaining('₺1.000,00') },
    });
    server.control.settlePayments();
    expect(server.control.getBalance('cagri2025')).toBe(1250);

    // Deposit through a payment page: the URL opens in a new tab, continue opens it again.
    const papara = methods.deposit.find((method) => method.id === 2);
    if (!papara) throw new Error('no Papara method');
    const redirect = payments.openDeposit(papara);
    const paparaForm = (await formOf(redirect)).form;
    paparaForm.setField('Amount', '500');
    paparaForm.setField('PaparaNo', '1234567890');
    await paparaForm.submit();
    const state = redirect.$state.get();
    expect(state).toMatchObject({ status: 'result', result: { type: 'Iframe' } });
    expect(world.opened).toHaveLength(1);
    expect(world.opened[0]).toMatch(/^http:\/\/localhost\/stand-in\/pay\/TX\d+\?lang=tr$/);
    redirect.continue();
    expect(world.opened).toHaveLength(2);
    const transaction = server.control.transactions('cagri2025')[0];
    expect(server.control.confirmDeposit(transaction?.id ?? '')).toBe(true);
    expect(server.control.getBalance('cagri2025')).toBe(1750);

    // Withdraw to an IBAN: message toast, dialogs closed after 500 ms, balance debited.
    const bank = methods.withdraw.find((method) => method.id === 11);
    if (!bank) throw new Error('no bank withdraw method');
    const withdraw = payments.openWithdraw(bank);
    const withdrawForm = (await formOf(withdraw)).form;
    withdrawForm.setField('Amount', '400');
    withdrawForm.setField('Iban', 'TR33 0006 1005 1978 6457 8413 26');
    withdrawForm.setField('NameSurname', 'Çağrı Gökhan Öztürk');
    withdrawForm.setField('TcNo', '10000000146');
    expect((await withdrawForm.submit()).ok).toBe(true);
    expect(world.toasts.at(-1)).toMatchObject({ kind: 'success' });
    expect(server.control.getBalance('cagri2025')).toBe(1350);
    expect(site.dialogs.$dialog.get()?.name).toBe('dynamicWithdraw');
    env.clock.advance(500);
    expect(site.dialogs.$dialog.get()).toBeNull();
  });

  it('a withdrawal above the balance shows the server message and keeps the form', async () => {
    const world = await setup();
    await world.site.session.login({ username: 'newbie1', password: 'secret1' });
    const dialog = world.payments.openWithdraw({ id: 12, name: 'Papara' });
    const { form } = await formOf(dialog);
    form.setField('Amount', '100');
    form.setField('PaparaNo', '1234567890');
    expect((await form.submit()).ok).toBe(false);
    expect(world.toasts.at(-1)).toMatchObject({
      kind: 'error',
      content: { text: 'Yetersiz bakiye' },
    });
    expect(dialog.$state.get().status).toBe('form');
  });

  it('a method without fields answers "No data found" and closes after 100 ms', async () => {
    const world = await setup();
    await world.site.session.login({ username: 'player1', password: 'secret1' });
    world.payments.openDeposit({ id: 5, name: 'QR' });
    await world.site.settled();
    expect(world.toasts).toMatchObject([
      { kind: 'error', content: { key: 'payments.noDataFound' } },
    ]);
    world.env.clock.advance(100);
    expect(world.site.dialogs.$dialog.get()).toBeNull();
  });

  it('register without the bonus: phone step 1, then the celebration; a duplicate username is refused', async () => {
    const world = await setup();
    const { register } = world.account;
    for (const [key, value] of Object.entries({ ...USER, username: 'player1' })) {
      register.fast.setField(key as keyof typeof USER, value);
    }
    expect((await register.submit()).ok).toBe(false);
    expect(world.toasts.at(-1)).toMatchObject({
      kind: 'error',
      content: { text: 'Bu kullanıcı adı zaten kullanılıyor' },
    });
    register.fast.setField('username', 'yeni2025');
    register.fast.setField('email', 'yeni@ornek.com.tr');
    expect((await register.submit()).ok).toBe(true);
    expect(register.$view.get()).toBe('phone');
    expect(register.phone.$step.get()).toBe(1);
    expect(register.phone.phoneForm.$values.get().phone).toBe(USER.phone);
    expect(register.$trialBonusAmount.get()).toBe(0);
    expect((await register.phone.sendCode()).ok).toBe(true);
    register.phone.codeForm.setField('code', server.control.lastCode('yeni2025', 'phone') ?? '');
    expect((await register.phone.verify()).ok).toBe(true);
    expect(register.$view.get()).toBe('celebration');
    expect(register.celebration.$state.get()).toMatchObject({
      pendingTrialBonus: 0,
      confetti: { particleCount: 150 },
    });
  });

  it('the full form registers with TC No, birth date and the default country', async () => {
    const world = await setup();
    const { register } = world.account;
    register.open();
    register.setTab(1);
    const stop = register.$countries.listen(() => {});
    await world.site.settled();
    expect(register.$countries.get()[0]).toEqual({ id: 235, name: 'Türkiye' });
    for (const [key, value] of Object.entries({
      ...USER,
      personalNo: '12345678901',
      birthDay: '17',
      birthMonth: '05',
      birthYear: '1990',
    })) {
      register.full.setField(key as 'name', value);
    }
    expect((await register.submit()).ok).toBe(true);
    stop();
  });

  it('recovery: code by SMS, new password, login opens after 1 s, the new password works', async () => {
    const world = await setup();
    const { recovery } = world.account;
    recovery.open();
    recovery.usernameForm.setField('username', 'player1');
    await recovery.usernameForm.submit();
    expect(recovery.$step.get()).toBe(2);
    recovery.codeForm.setField('code', server.control.lastCode('player1', 'reset') ?? '');
    await recovery.codeForm.submit();
    expect(recovery.$step.get()).toBe(3);
    recovery.passwordForm.setField('password', 'yepyeni1');
    recovery.passwordForm.setField('password2', 'yepyeni1');
    await recovery.passwordForm.submit();
    expect(recovery.$step.get()).toBe(4);
    world.env.clock.advance(1000);
    expect(world.site.dialogs.$dialog.get()?.name).toBe('login');
    const answer = await world.site.session.login({ username: 'player1', password: 'yepyeni1' });
    expect(answer.data.username).toBe('player1');
  });

  it('change password and the customer-area phone page for a logged-in player', async () => {
    const world = await setup();
    await world.site.session.login({ username: 'newbie1', password: 'secret1' });
    const { changePassword, customerPhone } = world.account;
    changePassword.open();
    changePassword.setField('oldPassword', 'wrong12');
    changePassword.setField('password', 'baska12');
    changePassword.setField('confirmPassword', 'baska12');
    expect((await changePassword.submit()).ok).toBe(false);
    expect(world.toasts.at(-1)).toMatchObject({ content: { text: 'Mevcut şifreniz hatalı' } });
    changePassword.setField('oldPassword', 'secret1');
    expect((await changePassword.submit()).ok).toBe(true);

    customerPhone.start();
    expect(customerPhone.$page.get()).toBe(0);
    customerPhone.phoneForm.setField('phone', '905441234500');
    await customerPhone.sendCode();
    expect(customerPhone.$page.get()).toBe(3);
    expect(customerPhone.$resendIn.get()).toBe(60);
    customerPhone.codeForm.setField('code', server.control.lastCode('newbie1', 'phone') ?? '');
    await customerPhone.verify();
    expect(customerPhone.$page.get()).toBe(1);
    expect(world.site.session.$session.get()).toMatchObject({
      smsVerified: true,
      phone: '905441234500',
    });
    customerPhone.dispose();
  });

  it('a visitor sends a call request; the server stores the composed message', async () => {
    const world = await setup();
    const { callRequest } = world.site;
    callRequest.open();
    const { form } = callRequest;
    form.setField('name', 'Elif Arslan');
    form.setField('username', 'elif01');
    form.setField('message', 'Bonus hakkında bilgi');
    form.setField('timeSlot', '10:30-11:30');
    form.addContact(1);
    form.setContact(form.$values.get().contacts[0]?.id ?? 0, { contact: '905321112233' });
    expect((await form.submit()).ok).toBe(true);
    expect(world.site.dialogs.$dialog.get()).toBeNull();
    expect(server.control.callRequests().at(-1)).toMatchObject({
      name: 'Elif Arslan',
      message: 'Mesaj: Bonus hakkında bilgi | Kullanıcı adı: elif01 | Seçilen saat: 10:30-11:30',
      contacts: [{ type: 1, contact: '905321112233' }],
    });
  });
});
