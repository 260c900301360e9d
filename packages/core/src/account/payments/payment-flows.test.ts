import { describe, expect, it, vi } from 'vitest';
import { createFullSite } from '../../entries/full';
import { AUTH_DATA_KEY } from '../../kernel/session/session.types';
import type { Toast } from '../../kernel/toasts/toasts';
import { createTestEnv, fail, ok, status } from '../../testing';
import type { OpenUrlIntent, PaymentDialog } from './payment-dialog';
import { createPaymentFlows, type PaymentFlowsOptions } from './payment-flows';

const PAPARA = { id: 2, name: 'Papara' };
const HAVALE = { id: 1, name: 'Havale / EFT' };
const BANK_WITHDRAW = { id: 11, name: 'Banka Havalesi' };

const FIELDS: Record<number, unknown[]> = {
  1: [
    { key: 'Amount', objectType: 4, option: [], mask: null, min: 100, max: 50_000 },
    { key: 'BankId', objectType: 7, option: [{ id: 1, name: 'Ziraat' }], mask: null },
    { key: 'Network', objectType: 7, option: [{ id: 'TRC20', name: 'Tron' }], mask: null },
  ],
  2: [
    { key: 'Amount', objectType: 4, option: [], mask: null },
    { key: 'PaparaNo', objectType: 3, option: [], mask: '0000000000' },
  ],
  11: [
    { key: 'Amount', objectType: 4, option: [], mask: null },
    { key: 'Iban', objectType: 1, option: [], mask: 'TR00 0000 0000 0000 0000 0000 00' },
    { key: 'BankId', objectType: 7, option: [{ id: 1, name: 'Ziraat' }], mask: null },
  ],
};

function setup(options: { payments?: PaymentFlowsOptions; withPlatform?: boolean } = {}) {
  const env = createTestEnv({
    storage: { [AUTH_DATA_KEY]: JSON.stringify({ token: 'p', username: 'ayse' }) },
    origin: 'https://site.test',
  });
  env.routes.route('POST /api/payment/detail', (request) => {
    const { id } = request.body as { id: number };
    return ok(FIELDS[id] ?? []);
  });
  env.routes.route('POST /api/payment/deposit', (request) => {
    const { id } = request.body as { id: number };
    return id === 2
      ? ok('https://pay.example/stand-in/pay/TX1?lang=tr', 'Ödeme sayfasına yönlendiriliyorsunuz')
      : ok({ transactionId: 'TX2' }, '1000 TL yatırım talebiniz alındı');
  });
  env.routes.route('POST /api/payment/withdraw', () =>
    ok({ transactionId: 'TX3' }, '400 TL çekim talebiniz alındı'),
  );
  env.routes.route('GET /api/payment/methods', () =>
    ok({ deposit: [HAVALE, PAPARA], withdraw: [BANK_WITHDRAW] }),
  );
  const site = createFullSite({ env });
  const payments = createPaymentFlows(
    {
      http: site.http,
      toasts: site.toasts,
      dialogs: site.dialogs,
      clock: env.clock,
      ...(options.withPlatform === false ? {} : { platform: env.platform }),
    },
    options.payments,
  );
  const toasts: Toast[] = [];
  site.toasts.on('show', (toast) => toasts.push(toast));
  const intents: OpenUrlIntent[] = [];
  payments.on('open-url', (intent) => intents.push(intent));
  const calls = (path: string) => env.routes.calls.filter((call) => call.path === path);
  return { env, site, payments, toasts, intents, calls };
}

/** Waits for the form the player sees (the dialog's payment/detail answer). */
function ready(dialog: PaymentDialog) {
  return vi.waitFor(() => {
    const state = dialog.$state.get();
    if (state.status !== 'form') throw new Error(`expected a form, got ${state.status}`);
    return state;
  });
}

describe('payment methods', () => {
  it('loads deposit and withdraw methods when first watched', async () => {
    const { payments, calls, site } = setup();
    expect(calls('/api/payment/methods')).toHaveLength(0);
    const stop = payments.$methods.listen(() => {});
    await site.settled();
    expect(payments.$methods.get()).toMatchObject({
      status: 'ready',
      deposit: [HAVALE, PAPARA],
      withdraw: [BANK_WITHDRAW],
    });
    stop();
  });

  it('a failed load is a failed state with the error, and can be retried', async () => {
    const { payments, env } = setup();
    env.routes.route('GET /api/payment/methods', () => status(500));
    await payments.loadMethods();
    expect(payments.$methods.get()).toMatchObject({ status: 'failed', error: { code: 'http' } });
    env.routes.route('GET /api/payment/methods', () => ok({ deposit: [], withdraw: [] }));
    await payments.loadMethods();
    expect(payments.$methods.get().status).toBe('ready');
  });

  it('a load asked while the list is on its way joins it; a failed refresh keeps the list', async () => {
    const { payments, env, calls, site } = setup();
    const stop = payments.$methods.listen(() => {});
    void payments.loadMethods(); // the page asks too, while the first watch's load is on its way
    await site.settled();
    expect(calls('/api/payment/methods')).toHaveLength(1);
    env.routes.route('GET /api/payment/methods', () => status(500));
    await payments.loadMethods();
    expect(payments.$methods.get()).toMatchObject({
      status: 'failed',
      error: { code: 'http' },
      deposit: [HAVALE, PAPARA],
    });
    stop();
  });
});

describe('dynamic deposit (spec 000 §2–§5)', () => {
  it('opens the deposit dialog titled by the method and builds the form from payment/detail', async () => {
    const { payments, site, calls } = setup();
    const dialog = payments.openDeposit(PAPARA);
    expect(site.dialogs.$dialog.get()).toEqual({
      name: 'dynamicDeposit',
      props: { methodId: 2, title: 'Papara' },
    });
    expect(dialog.title).toBe('Papara');
    expect(dialog.$state.get()).toEqual({ status: 'loading' });
    const { fields, form } = await ready(dialog);
    expect(calls('/api/payment/detail')[0]?.body).toEqual({ id: 2, type: 1 });
    expect(fields.map((field) => [field.key, field.kind])).toEqual([
      ['Amount', 'Decimal'],
      ['PaparaNo', 'Long'],
    ]);
    expect(form.$valid.get()).toBe(false);
  });

  it('submits {id, target: "pay", detail} with numbers; a URL answer → Iframe, new tab, continue', async () => {
    const { payments, calls, intents } = setup();
    const dialog = payments.openDeposit(PAPARA);
    const { form } = await ready(dialog);
    form.setField('Amount', '1.500,00');
    form.setField('PaparaNo', '1234567890');
    expect((await form.submit()).ok).toBe(true);
    expect(calls('/api/payment/deposit')[0]?.body).toEqual({
      id: 2,
      target: 'pay',
      detail: { Amount: 1500, PaparaNo: 1234567890 },
    });
    const url = 'https://pay.example/stand-in/pay/TX1?lang=tr';
    expect(dialog.$state.get()).toEqual({ status: 'result', result: { type: 'Iframe', url } });
    expect(intents).toEqual([{ url, target: '_blank', rel: 'noopener' }]);
    dialog.continue();
    expect(intents).toHaveLength(2);
  });

  it('any other success → Message with the server text; a numeric dropdown becomes a number', async () => {
    const { payments, calls, site, intents } = setup();
    const dialog = payments.openDeposit(HAVALE);
    const { form } = await ready(dialog);
    form.setField('Amount', '1000');
    form.setField('BankId', '1');
    form.setField('Network', 'TRC20');
    await form.submit();
    expect(calls('/api/payment/deposit')[0]?.body).toMatchObject({
      detail: { Amount: 1000, BankId: 1, Network: 'TRC20' },
    });
    expect(dialog.$state.get()).toEqual({
      status: 'result',
      result: { type: 'Message', message: '1000 TL yatırım talebiniz alındı' },
    });
    expect(intents).toEqual([]);
    expect(site.dialogs.$dialog.get()?.name).toBe('dynamicDeposit');
  });

  /** Submits a valid Papara deposit whose answer's `data` is `data`. */
  async function depositAnswering(data: unknown, options: Parameters<typeof setup>[0] = {}) {
    const world = setup(options);
    world.env.routes.route('POST /api/payment/deposit', () => ok(data, 'Tamam'));
    const dialog = world.payments.openDeposit(PAPARA);
    const { form } = await ready(dialog);
    form.setField('Amount', '100');
    form.setField('PaparaNo', '1234567890');
    const result = await form.submit();
    return { ...world, dialog, form, result };
  }

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: behind spaces and a tab', ' \tjava\tscript:alert(document.cookie)'],
    ['JavaScript: in capitals', 'JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['plain http on another origin', 'http://127.0.0.1:8787/api/payment/pay/TX1'],
    ['a protocol-relative host', '//evil.example/pay'],
    ['a backslash host', '/\\evil.example/pay'],
    ['credentials in the URL', 'https://site.test@evil.example/pay'],
  ])('refuses %s with an error toast, opens nothing and keeps the form', async (_name, data) => {
    const { dialog, form, intents, toasts, result } = await depositAnswering(data);
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(intents).toEqual([]);
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'error', content: { key: 'errors.malformed' } }),
    ]);
    expect(dialog.$state.get().status).toBe('form');
    expect(form.$values.get()).toEqual({ Amount: '100', PaparaNo: '1234567890' });
  });

  it.each([
    [
      'an absolute URL on the page origin',
      'https://site.test/pay/TX1',
      'https://site.test/pay/TX1',
    ],
    ['a path on the page origin', '/pay/TX1?lang=tr', 'https://site.test/pay/TX1?lang=tr'],
    ['https on another origin', 'https://pay.example/TX1', 'https://pay.example/TX1'],
  ])('opens %s in a new tab', async (_name, data, url) => {
    const { dialog, intents, toasts } = await depositAnswering(data);
    expect(dialog.$state.get()).toEqual({ status: 'result', result: { type: 'Iframe', url } });
    expect(intents).toEqual([{ url, target: '_blank', rel: 'noopener' }]);
    expect(toasts).toEqual([]);
  });

  it('opens plain http on another origin only with allowInsecureDepositUrls (the dev server)', async () => {
    const url = 'http://127.0.0.1:8787/api/payment/pay/TX1';
    const { intents } = await depositAnswering(url, {
      payments: { allowInsecureDepositUrls: true },
    });
    expect(intents).toEqual([{ url, target: '_blank', rel: 'noopener' }]);
    const insecure = await depositAnswering('javascript:alert(1)', {
      payments: { allowInsecureDepositUrls: true },
    });
    expect(insecure.intents).toEqual([]);
    expect(insecure.result).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('without a platform (no known origin) only absolute https opens', async () => {
    const relative = await depositAnswering('/pay/TX1', { withPlatform: false });
    expect(relative.intents).toEqual([]);
    expect(relative.result).toMatchObject({ ok: false });
    const https = await depositAnswering('https://pay.example/TX1', { withPlatform: false });
    expect(https.intents).toEqual([
      { url: 'https://pay.example/TX1', target: '_blank', rel: 'noopener' },
    ]);
  });

  it.each([
    ['a reference code', 'TX-123'],
    ['a sentence with a colon', 'Not: havale bekleniyor'],
    ['an object', { transactionId: 'TX2' }],
    ['null', null],
  ])('a success whose data is %s is a Message, never opened', async (_name, data) => {
    const { dialog, intents } = await depositAnswering(data);
    expect(dialog.$state.get()).toEqual({
      status: 'result',
      result: { type: 'Message', message: 'Tamam' },
    });
    expect(intents).toEqual([]);
  });

  it('ignores submit while invalid and sends one request for a double submit', async () => {
    const { payments, calls } = setup();
    const { form } = await ready(payments.openDeposit(PAPARA));
    form.setField('Amount', '100');
    expect(await form.submit()).toEqual({ ok: false, reason: 'invalid' });
    form.setField('PaparaNo', '1234567890');
    const results = await Promise.all([form.submit(), form.submit()]);
    expect(results.map((result) => result.ok)).toEqual([true, false]);
    expect(calls('/api/payment/deposit')).toHaveLength(1);
  });

  it('a failed deposit shows the server message and keeps the form and its values', async () => {
    const { payments, env, toasts } = setup();
    env.routes.route('POST /api/payment/deposit', () =>
      fail('Tutar 50 TL ile 25000 TL arasında olmalıdır'),
    );
    const dialog = payments.openDeposit(PAPARA);
    const { form } = await ready(dialog);
    form.setField('Amount', '100');
    form.setField('PaparaNo', '1234567890');
    await form.submit();
    expect(toasts).toMatchObject([
      { kind: 'error', content: { text: 'Tutar 50 TL ile 25000 TL arasında olmalıdır' } },
    ]);
    expect(dialog.$state.get().status).toBe('form');
    expect(form.$values.get()).toEqual({ Amount: '100', PaparaNo: '1234567890' });
  });

  it('an empty field list → "No data found" and the dialogs close after 100 ms', async () => {
    const { payments, site, env, toasts } = setup();
    const dialog = payments.openDeposit({ id: 5, name: 'QR' });
    await site.settled();
    expect(toasts).toMatchObject([{ kind: 'error', content: { key: 'payments.noDataFound' } }]);
    expect(dialog.$state.get()).toEqual({ status: 'closing' });
    env.clock.advance(99);
    expect(site.dialogs.$dialog.get()?.name).toBe('dynamicDeposit');
    env.clock.advance(1);
    expect(site.dialogs.$dialog.get()).toBeNull();
  });

  it('a failed detail call → the server message and the dialogs close after 100 ms', async () => {
    const { payments, site, env, toasts } = setup();
    env.routes.route('POST /api/payment/detail', () => fail('Ödeme yöntemi bulunamadı'));
    payments.openDeposit(PAPARA);
    await site.settled();
    expect(toasts).toMatchObject([
      { kind: 'error', content: { text: 'Ödeme yöntemi bulunamadı' } },
    ]);
    env.clock.advance(99);
    expect(site.dialogs.$dialog.get()?.name).toBe('dynamicDeposit');
    env.clock.advance(1);
    expect(site.dialogs.$dialog.get()).toBeNull();
    expect(payments.$dialog.get()).toBeNull();
  });

  it('closing the dialog early drops late answers and pending timers', async () => {
    const { payments, site, env, toasts } = setup();
    const dialog = payments.openDeposit({ id: 5, name: 'QR' });
    site.dialogs.closeAll();
    await site.settled();
    expect(toasts).toEqual([]);
    expect(dialog.$state.get()).toEqual({ status: 'loading' });
    expect(env.clock.pendingTimers()).toBe(0);
    expect(payments.$dialog.get()).toBeNull();
  });
});

describe('dynamic withdraw', () => {
  it('submits with type 2 detail, shows the message and closes the dialogs after 500 ms', async () => {
    const { payments, site, env, calls, toasts } = setup();
    const dialog = payments.openWithdraw(BANK_WITHDRAW);
    expect(site.dialogs.$dialog.get()?.name).toBe('dynamicWithdraw');
    const { form } = await ready(dialog);
    expect(calls('/api/payment/detail')[0]?.body).toEqual({ id: 11, type: 2 });
    form.setField('Amount', '400');
    form.setField('Iban', 'TR33 0006 1005 1978 6457 8413 26');
    form.setField('BankId', '1');
    await form.submit();
    expect(calls('/api/payment/withdraw')[0]?.body).toEqual({
      id: 11,
      target: 'pay',
      detail: { Amount: 400, Iban: 'TR330006100519786457841326', BankId: '1' },
    });
    expect(dialog.$state.get()).toEqual({
      status: 'result',
      result: { type: 'Message', message: '400 TL çekim talebiniz alındı' },
    });
    expect(toasts).toMatchObject([
      { kind: 'success', content: { text: '400 TL çekim talebiniz alındı' } },
    ]);
    env.clock.advance(499);
    expect(site.dialogs.$dialog.get()?.name).toBe('dynamicWithdraw');
    env.clock.advance(1);
    expect(site.dialogs.$dialog.get()).toBeNull();
  });

  it('a failed withdrawal shows the server message and keeps the dialog open', async () => {
    const { payments, site, env, toasts } = setup();
    env.routes.route('POST /api/payment/withdraw', () => fail('Yetersiz bakiye'));
    const { form } = await ready(payments.openWithdraw(BANK_WITHDRAW));
    form.setField('Amount', '400');
    form.setField('Iban', 'TR330006100519786457841326');
    form.setField('BankId', '1');
    await form.submit();
    expect(toasts).toMatchObject([{ kind: 'error', content: { text: 'Yetersiz bakiye' } }]);
    env.clock.advance(1000);
    expect(site.dialogs.$dialog.get()?.name).toBe('dynamicWithdraw');
  });
});
