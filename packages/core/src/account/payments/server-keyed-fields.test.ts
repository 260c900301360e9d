import { describe, expect, it, vi } from 'vitest';
import { createSite } from '../../kernel/create-site';
import { AUTH_DATA_KEY } from '../../kernel/session/session.types';
import { createTestEnv, ok } from '../../testing';
import type { PaymentDialog } from './payment-dialog';
import { createPaymentFlows } from './payment-flows';

const METHOD = { id: 9, name: 'Kripto' };

// Field keys are the server's: a hostile or buggy back end can send any of these.
const TRAP_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

function setup(keys: string[]) {
  const env = createTestEnv({
    storage: { [AUTH_DATA_KEY]: JSON.stringify({ token: 'p', username: 'ayse' }) },
    origin: 'https://site.test',
  });
  env.routes.route('POST /api/payment/detail', () =>
    ok([
      { key: 'Amount', objectType: 4, option: [], mask: null },
      ...keys.map((key) => ({ key, objectType: 1, option: [], mask: null })),
    ]),
  );
  env.routes.route('POST /api/payment/deposit', () => ok({ transactionId: 'TX1' }, 'Alındı'));
  const site = createSite({ env });
  const payments = createPaymentFlows({
    http: site.http,
    toasts: site.toasts,
    dialogs: site.dialogs,
    clock: env.clock,
    platform: env.platform,
  });
  return { env, payments };
}

/** Waits for the form the player sees (the dialog's payment/detail answer). */
async function formOf(dialog: PaymentDialog) {
  const state = await vi.waitFor(() => {
    const state = dialog.$state.get();
    if (state.status !== 'form') throw new Error(`expected a form, got ${state.status}`);
    return state;
  });
  return state.form;
}

describe('payment fields keyed __proto__, constructor, toString…', () => {
  it.each(TRAP_KEYS)('a field keyed %s renders, shows its own error and is sent', async (key) => {
    const { env, payments } = setup([key]);
    const form = await formOf(payments.openDeposit(METHOD));
    expect(Object.hasOwn(form.$values.get(), key)).toBe(true);
    expect(form.$values.get()[key]).toBe('');

    form.setField('Amount', '100');
    expect(await form.submit()).toEqual({ ok: false, reason: 'invalid' });
    // The empty field has its own message: the form is not invalid "for no reason".
    expect(form.$visibleErrors.get()[key]).toEqual({ key: 'validation.required', params: {} });

    form.setField(key, 'ABC123');
    expect(form.$valid.get()).toBe(true);
    expect((await form.submit()).ok).toBe(true);
    const body = env.routes.calls.find((call) => call.path === '/api/payment/deposit')?.body as {
      detail: Record<string, unknown>;
    };
    expect(Object.entries(body.detail)).toEqual([
      ['Amount', 100],
      [key, 'ABC123'],
    ]);
  });

  it('every trap key at once in one form', async () => {
    const { env, payments } = setup(TRAP_KEYS);
    const form = await formOf(payments.openDeposit(METHOD));
    form.setField('Amount', '50');
    for (const key of TRAP_KEYS) form.setField(key, `v-${key}`);
    expect((await form.submit()).ok).toBe(true);
    const body = env.routes.calls.at(-1)?.body as { detail: Record<string, unknown> };
    expect(Object.keys(body.detail)).toEqual(['Amount', ...TRAP_KEYS]);
  });
});
