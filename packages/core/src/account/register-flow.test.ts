import { describe, expect, it } from 'vitest';
import { fail, ok, status } from '../testing';
import { fill, setupAccount } from './account.test-support';
import { TRIAL_BONUS_CLOSE_MS } from './celebration';
import type { FastRegisterValues, FullRegisterValues } from './register.schema';
import { RegisterTab } from './register-flow';

const FAST: Partial<FastRegisterValues> = {
  name: 'Çağrı Gökhan',
  surname: 'Öztürk',
  username: 'cagri2025',
  email: 'cagri@ornek.com.tr',
  password: 'gizli123',
  password2: 'gizli123',
  phone: '905551112233',
};

const REGISTERED = {
  token: 'new-player',
  username: 'cagri2025',
  group: 1,
  balance: 0,
  phone: '905551112233',
  smsVerified: false,
};

function setup(options: Parameters<typeof setupAccount>[0] = {}) {
  const context = setupAccount(options);
  const { env } = context;
  env.routes.route('GET /api/auth/form', () =>
    ok({
      countries: [
        { id: 14, name: 'Almanya' },
        { id: 235, name: 'Türkiye' },
      ],
    }),
  );
  env.routes.route('POST /api/auth/register', () => ok(REGISTERED, 'Kaydınız oluşturuldu'));
  env.routes.route('POST /api/customer/updatephone', (request) =>
    (request.body as { step: number }).step === 1
      ? ok(null, 'Kod gönderildi')
      : ok({ phone: '905551112233', smsVerified: true }, 'Doğrulandı'),
  );
  env.routes.route('GET /api/bonus/definetrialbonus', () =>
    ok({ amount: 250 }, 'Bonus tanımlandı'),
  );
  return context;
}

describe('register: forms and payload (spec 000 §3)', () => {
  it('opens on the fast tab, in the register dialog, with the form view', () => {
    const { flows, site } = setup();
    flows.register.open();
    expect(site.dialogs.$dialog.get()?.name).toBe('register');
    expect(flows.register.$tab.get()).toBe(RegisterTab.Fast);
    expect(flows.register.$view.get()).toBe('form');
  });

  it('sends the fast payload exactly: currencyId 1, country 235, trialBonus 0/1, isFast', async () => {
    const { flows, calls } = setup();
    fill(flows.register.fast, { ...FAST, name: ' Çağrı Gökhan ', trialBonus: true });
    expect((await flows.register.submit()).ok).toBe(true);
    expect(calls('/api/auth/register')[0]?.body).toEqual({
      name: 'Çağrı Gökhan',
      surname: 'Öztürk',
      username: 'cagri2025',
      email: 'cagri@ornek.com.tr',
      phone: '905551112233',
      country: 235,
      currencyId: 1,
      trialBonus: 1,
      password: 'gizli123',
      password2: 'gizli123',
      isFast: true,
    });
  });

  it('sends the default form with PersonalNo, birthDate year-month-day, country and no isFast', async () => {
    const { flows, calls } = setup();
    flows.register.setTab(RegisterTab.Default);
    fill<FullRegisterValues>(flows.register.full, {
      ...FAST,
      personalNo: '12345678901',
      birthDay: '07',
      birthMonth: '05',
      birthYear: '1990',
      country: 14,
    });
    expect((await flows.register.submit()).ok).toBe(true);
    const body = calls('/api/auth/register')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      PersonalNo: '12345678901',
      birthDate: '1990-05-07',
      country: 14,
      currencyId: 1,
      trialBonus: 0,
    });
    expect(body).not.toHaveProperty('isFast');
  });

  it('adds affiliate values from local storage first, then cookies; refId as a number', async () => {
    const { flows, calls } = setup({
      storage: { refId: '42', partner: '"p-store"' },
      cookies: () => 'partner=p-cookie; subid=s%201; source=google; refId=7',
    });
    fill(flows.register.fast, FAST);
    await flows.register.submit();
    expect(calls('/api/auth/register')[0]?.body).toMatchObject({
      refId: 42,
      partner: 'p-store',
      subid: 's 1',
      source: 'google',
    });
  });

  it('never asks for the trial bonus when the bootstrap amount is 0 (no checkbox)', async () => {
    const { flows, calls } = setup({ trialBonusAmount: 0 });
    expect(flows.register.$showTrialBonus.get()).toBe(false);
    fill(flows.register.fast, { ...FAST, trialBonus: true });
    await flows.register.submit();
    expect(calls('/api/auth/register')[0]?.body).toMatchObject({ trialBonus: 0 });
    expect(calls('/api/customer/updatephone')).toHaveLength(0);
  });

  it('shows the checkbox when the amount (a store) rises above 0, or a getter says so', () => {
    const { flows, $trialBonusAmount } = setup({ trialBonusAmount: 0 });
    expect(flows.register.$showTrialBonus.get()).toBe(false);
    $trialBonusAmount.set(100);
    expect(flows.register.$showTrialBonus.get()).toBe(true);
  });

  it('loads auth/form countries when watched, defaulting to Türkiye (235)', async () => {
    const { flows, calls, site } = setup();
    const stop = flows.register.$countries.listen(() => {});
    await site.settled();
    expect(calls('/api/auth/form')).toHaveLength(1);
    expect(flows.register.$countries.get().map((country) => country.id)).toEqual([14, 235]);
    expect(flows.register.full.$values.get().country).toBe(235);
    stop();
  });

  it('sends refId with auth/form when an affiliate id is known', async () => {
    const { flows, calls, site } = setup({ storage: { refId: '42' } });
    await flows.register.$countries.listen(() => {});
    await site.settled();
    expect(calls('/api/auth/form')[0]?.path).toBe('/api/auth/form?refId=42');
  });

  it('ignores submit while invalid and shows every error', async () => {
    const { flows, calls } = setup();
    fill(flows.register.fast, { ...FAST, password2: 'other12' });
    expect(await flows.register.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(calls('/api/auth/register')).toHaveLength(0);
    expect(flows.register.fast.$visibleErrors.get()).toEqual({
      password2: { key: 'validation.mismatch', params: {} },
    });
  });

  it('sends one request for a double submit', async () => {
    const { flows, calls } = setup();
    fill(flows.register.fast, FAST);
    const [first, second] = await Promise.all([flows.register.submit(), flows.register.submit()]);
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, reason: 'busy' });
    expect(calls('/api/auth/register')).toHaveLength(1);
  });
});

describe('register: after success (spec 000 §4)', () => {
  it('without the bonus: logs in, amount 0, phone step 1 prefilled and locked, no code sent', async () => {
    const { flows, site, toasts, calls } = setup();
    site.dialogs.open('register');
    fill(flows.register.fast, { ...FAST, trialBonus: false });
    await flows.register.submit();
    await site.settled();
    expect(site.session.$session.get()).toMatchObject({ hasLogin: true, username: 'cagri2025' });
    expect(toasts.map((toast) => toast.content)).toEqual([{ text: 'Kaydınız oluşturuldu' }]);
    expect(flows.register.$trialBonusAmount.get()).toBe(0);
    expect(flows.register.$showTrialBonus.get()).toBe(false);
    const { phone } = flows.register;
    expect(flows.register.$view.get()).toBe('phone');
    expect(phone.$step.get()).toBe(1);
    expect(phone.phoneForm.$values.get().phone).toBe('905551112233');
    expect(phone.$disabled.get()).toEqual({ phone: true, code: true });
    phone.phoneForm.setField('phone', '905559999999');
    expect(phone.phoneForm.$values.get().phone).toBe('905551112233');
    expect(calls('/api/customer/updatephone')).toHaveLength(0);
    expect(flows.register.celebration.$state.get()).toBeNull();
  });

  it('without the bonus: Send Code, Validate, then the celebration with 150 confetti and no Yes', async () => {
    const { flows, site, calls } = setup();
    site.dialogs.open('register');
    fill(flows.register.fast, { ...FAST, trialBonus: false });
    await flows.register.submit();
    const { phone } = flows.register;
    expect((await phone.sendCode()).ok).toBe(true);
    expect(calls('/api/customer/updatephone')[0]?.body).toEqual({ step: 1, phone: '905551112233' });
    expect(phone.$step.get()).toBe(2);
    phone.codeForm.setField('code', '123456');
    expect((await phone.verify()).ok).toBe(true);
    expect(flows.register.$view.get()).toBe('celebration');
    expect(flows.register.celebration.$state.get()).toEqual({
      pendingTrialBonus: 0,
      actions: [{ id: 'deposit', route: '/dashboard/deposit' }, { id: 'liveChat' }],
      confetti: { particleCount: 150, burst: 1 },
      claiming: false,
    });
    expect(site.session.$session.get()).toMatchObject({ smsVerified: true, phone: '905551112233' });
    expect(site.dialogs.$dialog.get()?.name).toBe('register');
  });

  it('Skip Verification after registering closes the dialog without a celebration', async () => {
    const { flows, site } = setup();
    site.dialogs.open('register');
    fill(flows.register.fast, { ...FAST, trialBonus: false });
    await flows.register.submit();
    flows.register.phone.skip();
    expect(site.dialogs.$dialog.get()).toBeNull();
    expect(flows.register.celebration.$state.get()).toBeNull();
  });

  it('with the bonus: phone locked, the code requested at once (step 2), then Yes defines it', async () => {
    const { env, flows, site, calls } = setup();
    site.dialogs.open('register');
    fill(flows.register.fast, { ...FAST, trialBonus: true });
    await flows.register.submit();
    await site.settled();
    const { phone } = flows.register;
    expect(flows.register.$view.get()).toBe('phone');
    expect(calls('/api/customer/updatephone')[0]?.body).toEqual({ step: 1, phone: '905551112233' });
    expect(phone.$step.get()).toBe(2);
    expect(phone.$disabled.get()).toEqual({ phone: true, code: false });
    phone.phoneForm.setField('phone', '905559999999');
    expect(phone.phoneForm.$values.get().phone).toBe('905551112233');

    phone.codeForm.setField('code', '123456');
    expect((await phone.verify()).ok).toBe(true);
    expect(flows.register.$view.get()).toBe('celebration');
    expect(flows.register.celebration.$state.get()).toMatchObject({
      pendingTrialBonus: 250,
      actions: [{ id: 'claimTrialBonus', amount: 250 }],
      confetti: null,
    });
    expect(site.session.$session.get()).toMatchObject({ smsVerified: true, phone: '905551112233' });

    expect(await flows.register.celebration.claimTrialBonus()).toEqual({ ok: true });
    expect(calls('/api/bonus/definetrialbonus')).toHaveLength(1);
    expect(flows.register.celebration.$state.get()?.confetti).toEqual({
      particleCount: 150,
      burst: 1,
    });
    env.clock.advance(999);
    expect(site.dialogs.$dialog.get()?.name).toBe('register');
    env.clock.advance(1);
    expect(site.dialogs.$dialog.get()).toBeNull();
  });

  it('a failed define-trial-bonus call does nothing: no toast, no confetti, no close', async () => {
    const { env, flows, site, toasts } = setup();
    env.routes.route('GET /api/bonus/definetrialbonus', () =>
      fail('Deneme bonusu daha önce kullanıldı'),
    );
    site.dialogs.open('register');
    flows.register.celebration.show(250);
    const before = toasts.length;
    expect(await flows.register.celebration.claimTrialBonus()).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(toasts.length).toBe(before);
    expect(flows.register.celebration.$state.get()).toMatchObject({
      confetti: null,
      claiming: false,
      pendingTrialBonus: 250,
    });
    env.clock.advance(5000);
    expect(site.dialogs.$dialog.get()?.name).toBe('register');
    // The celebration's close timer was cancelled: the reopened dialog stays open. (Counting
    // pending timers no longer works: each request in flight has its timeout on the clock.)
    const open = site.dialogs.$dialog.get()?.name;
    expect(open).toBe('register');
    env.clock.advance(TRIAL_BONUS_CLOSE_MS);
    expect(site.dialogs.$dialog.get()?.name).toBe(open);
  });

  it('a failed immediate code request keeps the phone step at 1 with the server message', async () => {
    const { env, flows, toasts, site } = setup();
    env.routes.route('POST /api/customer/updatephone', () => fail('SMS gönderilemedi'));
    fill(flows.register.fast, { ...FAST, trialBonus: true });
    await flows.register.submit();
    await site.settled();
    expect(flows.register.$view.get()).toBe('phone');
    expect(flows.register.phone.$step.get()).toBe(1);
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', content: { text: 'SMS gönderilemedi' } });
  });

  it('on failure shows the server message as an error toast and keeps what was typed', async () => {
    const { env, flows, site, toasts } = setup();
    env.routes.route('POST /api/auth/register', () => fail('Bu kullanıcı adı zaten kullanılıyor'));
    fill(flows.register.fast, FAST);
    const result = await flows.register.submit();
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(toasts).toMatchObject([
      { kind: 'error', content: { text: 'Bu kullanıcı adı zaten kullanılıyor' } },
    ]);
    expect(flows.register.fast.$values.get()).toMatchObject(FAST);
    expect(flows.register.$view.get()).toBe('form');
    expect(site.session.$session.get().hasLogin).toBe(false);
  });

  it('an HTTP failure or a malformed answer shows a translated error and starts no session', async () => {
    const { env, flows, site, toasts } = setup();
    env.routes.route('POST /api/auth/register', () => status(500));
    fill(flows.register.fast, FAST);
    await flows.register.submit();
    env.routes.route('POST /api/auth/register', () => ok({ username: 'no token' }));
    await flows.register.submit();
    expect(toasts.map((toast) => toast.content)).toEqual([
      { key: 'errors.http' },
      { key: 'errors.malformed' },
    ]);
    expect(site.session.$session.get().hasLogin).toBe(false);
  });

  it('open() starts over: form view, fast tab, amount back from the bootstrap, timers cancelled', async () => {
    const { env, flows, site } = setup();
    fill(flows.register.fast, FAST);
    await flows.register.submit();
    flows.register.celebration.show(250);
    await flows.register.celebration.claimTrialBonus();
    flows.register.open();
    expect(flows.register.$view.get()).toBe('form');
    expect(flows.register.$trialBonusAmount.get()).toBe(250);
    expect(flows.register.fast.$values.get().name).toBe('');
    expect(flows.register.celebration.$state.get()).toBeNull();
    // The celebration's close timer was cancelled: the reopened dialog stays open. (Counting
    // pending timers no longer works: each request in flight has its timeout on the clock.)
    const open = site.dialogs.$dialog.get()?.name;
    expect(open).toBe('register');
    env.clock.advance(TRIAL_BONUS_CLOSE_MS);
    expect(site.dialogs.$dialog.get()?.name).toBe(open);
  });

  it('opening the dialog by name (a header button) also starts over', async () => {
    const { flows, site } = setup();
    fill(flows.register.fast, FAST);
    await flows.register.submit();
    expect(flows.register.$view.get()).toBe('phone');
    site.dialogs.closeAll();
    site.dialogs.open('register');
    expect(flows.register.$view.get()).toBe('form');
    expect(flows.register.fast.$values.get().name).toBe('');
  });
});
