import { describe, expect, it } from 'vitest';
import { AUTH_DATA_KEY } from '../kernel/session/session.types';
import { fail, ok } from '../testing';
import { setupAccount } from './account.test-support';

function setup() {
  const context = setupAccount({ loggedIn: true });
  context.env.routes.route('POST /api/customer/updatephone', (request) =>
    (request.body as { step: number }).step === 1
      ? ok(null, 'Doğrulama kodu gönderildi')
      : ok({ phone: '905441234500', smsVerified: true }, 'Telefon numaranız doğrulandı'),
  );
  const phone = context.flows.phoneVerification;
  phone.open();
  return { ...context, phone };
}

describe('phone verification dialog (spec 000 §2, §4)', () => {
  it('opens the phone dialog at step 1 with the session phone, code disabled', () => {
    const { phone, site } = setup();
    expect(site.dialogs.$dialog.get()?.name).toBe('phoneVerification');
    expect(phone.$step.get()).toBe(1);
    expect(phone.phoneForm.$values.get().phone).toBe('905321112233');
    expect(phone.$disabled.get()).toEqual({ phone: false, code: true });
    phone.codeForm.setField('code', '123456');
    expect(phone.codeForm.$values.get().code).toBe('');
  });

  it('step 1 sends {step, phone} without a code; success → step 2, code enabled, message toast', async () => {
    const { phone, calls, toasts } = setup();
    phone.phoneForm.setField('phone', '905441234500');
    const pending = phone.sendCode();
    // During the request the code stays disabled, and so does the phone.
    expect(phone.$disabled.get()).toEqual({ phone: true, code: true });
    expect((await pending).ok).toBe(true);
    expect(calls('/api/customer/updatephone')[0]?.body).toEqual({ step: 1, phone: '905441234500' });
    expect(phone.$step.get()).toBe(2);
    expect(phone.$disabled.get()).toEqual({ phone: true, code: false });
    expect(toasts).toMatchObject([
      { kind: 'success', content: { text: 'Doğrulama kodu gönderildi' } },
    ]);
  });

  it('step 2 sends {step, phone, code}; success → success view, session phone and smsVerified', async () => {
    const { phone, calls, site, env } = setup();
    phone.phoneForm.setField('phone', '905441234500');
    await phone.sendCode();
    phone.codeForm.setField('code', '654321');
    expect((await phone.verify()).ok).toBe(true);
    expect(calls('/api/customer/updatephone')[1]?.body).toEqual({
      step: 2,
      phone: '905441234500',
      code: '654321',
    });
    expect(phone.$step.get()).toBe('success');
    expect(site.session.$session.get()).toMatchObject({
      phone: '905441234500',
      smsVerified: true,
    });
    expect(JSON.parse(env.storage.getItem(AUTH_DATA_KEY) ?? '{}')).toMatchObject({
      smsVerified: true,
      phone: '905441234500',
      token: 'player-token',
    });
  });

  it('a failed send shows the server message and stays on step 1', async () => {
    const { phone, env, toasts } = setup();
    env.routes.route('POST /api/customer/updatephone', () => fail('Telefon geçersiz'));
    expect((await phone.sendCode()).ok).toBe(false);
    expect(phone.$step.get()).toBe(1);
    expect(toasts).toMatchObject([{ kind: 'error', content: { text: 'Telefon geçersiz' } }]);
  });

  it('a failed verification clears the code, shows the message and stays on step 2', async () => {
    const { phone, env, toasts, site } = setup();
    await phone.sendCode();
    env.routes.route('POST /api/customer/updatephone', () => fail('Kod hatalı'));
    phone.codeForm.setField('code', '111111');
    expect((await phone.verify()).ok).toBe(false);
    expect(phone.codeForm.$values.get().code).toBe('');
    expect(phone.$step.get()).toBe(2);
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', content: { text: 'Kod hatalı' } });
    expect(site.session.$session.get().smsVerified).toBe(false);
  });

  it('ignores an invalid code (not 6 digits) without a call', async () => {
    const { phone, calls } = setup();
    await phone.sendCode();
    phone.codeForm.setField('code', '12345');
    expect(await phone.verify()).toEqual({ ok: false, reason: 'invalid' });
    expect(calls('/api/customer/updatephone')).toHaveLength(1);
  });

  it('Change Phone Number goes back to step 1, clears the code and frees the phone', async () => {
    const { phone } = setup();
    phone.reset({ phone: '905441234500', locked: true });
    await phone.sendCode();
    phone.codeForm.setField('code', '123');
    phone.changeNumber();
    expect(phone.$step.get()).toBe(1);
    expect(phone.codeForm.$values.get().code).toBe('');
    expect(phone.$disabled.get()).toEqual({ phone: false, code: true });
    phone.phoneForm.setField('phone', '905440000000');
    expect(phone.phoneForm.$values.get().phone).toBe('905440000000');
  });

  it('Skip Verification closes the dialog', () => {
    const { phone, site } = setup();
    phone.skip();
    expect(site.dialogs.$dialog.get()).toBeNull();
  });

  it('refuses steps out of order', async () => {
    const { phone, calls } = setup();
    phone.codeForm.setField('code', '123456');
    expect(await phone.verify()).toEqual({ ok: false, reason: 'invalid' });
    await phone.sendCode();
    expect(await phone.sendCode()).toEqual({ ok: false, reason: 'invalid' });
    expect(calls('/api/customer/updatephone')).toHaveLength(1);
  });
});
