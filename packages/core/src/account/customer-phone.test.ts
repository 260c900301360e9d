import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing';
import { setupAccount } from './account.test-support';
import { VerificationPage } from './customer-phone';

function setup(options: { smsVerified?: boolean } = {}) {
  const context = setupAccount({ loggedIn: true, ...options });
  context.env.routes.route('POST /api/customer/updatephone', (request) =>
    (request.body as { step: number }).step === 1
      ? ok(null, 'Kod gönderildi')
      : ok(null, 'Doğrulandı'),
  );
  return { ...context, phone: context.flows.customerPhone };
}

describe('phone verification, customer-area variant (spec 000 §2, §4)', () => {
  it('starts on the opener page when not verified, on VerifiedPage when smsVerified', () => {
    const { phone, site } = setup();
    phone.open(VerificationPage.Update);
    expect(phone.$page.get()).toBe(VerificationPage.Update);
    expect(site.dialogs.$dialog.get()).toEqual({ name: 'smsVerification', props: { page: 2 } });
    phone.start();
    expect(phone.$page.get()).toBe(VerificationPage.NotVerified);
    expect(phone.$verified.get()).toBe(false);

    const verified = setup({ smsVerified: true }).phone;
    verified.start(VerificationPage.NotVerified);
    expect(verified.$page.get()).toBe(VerificationPage.Verified);
    expect(verified.$verified.get()).toBe(true);
    expect(verified.$disabled.get().phone).toBe(true);
  });

  it('Send Code → VerificationCodePage, phone locked, 60 s countdown on the clock', async () => {
    const { phone, env, calls } = setup();
    phone.start();
    phone.phoneForm.setField('phone', '905441234500');
    expect((await phone.sendCode()).ok).toBe(true);
    expect(calls('/api/customer/updatephone')[0]?.body).toEqual({ step: 1, phone: '905441234500' });
    expect(phone.$page.get()).toBe(VerificationPage.VerificationCode);
    expect(phone.$disabled.get()).toEqual({ phone: true, code: false });
    expect(phone.$resendIn.get()).toBe(60);

    env.clock.advance(1000);
    expect(phone.$resendIn.get()).toBe(59);
    expect(await phone.resend()).toEqual({ ok: false, reason: 'busy' });
    env.clock.advance(58_000);
    expect(phone.$resendIn.get()).toBe(1);
    env.clock.advance(1000);
    expect(phone.$resendIn.get()).toBe(0);
    expect(env.clock.pendingTimers()).toBe(0);

    expect((await phone.resend()).ok).toBe(true);
    expect(calls('/api/customer/updatephone')).toHaveLength(2);
    expect(phone.$resendIn.get()).toBe(60);
  });

  it('success → VerifiedPage, the session stores phone and smsVerified, the countdown stops', async () => {
    const { phone, site, env } = setup();
    phone.start();
    phone.phoneForm.setField('phone', '905441234500');
    await phone.sendCode();
    phone.codeForm.setField('code', '123456');
    expect((await phone.verify()).ok).toBe(true);
    expect(phone.$page.get()).toBe(VerificationPage.Verified);
    expect(site.session.$session.get()).toMatchObject({ phone: '905441234500', smsVerified: true });
    expect(phone.$verified.get()).toBe(true);
    expect(env.clock.pendingTimers()).toBe(0);
  });

  it('a failed verify clears the code and stays on VerificationCodePage', async () => {
    const { phone, env, toasts } = setup();
    phone.start();
    await phone.sendCode();
    env.routes.route('POST /api/customer/updatephone', () => fail('Kod hatalı'));
    phone.codeForm.setField('code', '999999');
    await phone.verify();
    expect(phone.codeForm.$values.get().code).toBe('');
    expect(phone.$page.get()).toBe(VerificationPage.VerificationCode);
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', content: { text: 'Kod hatalı' } });
  });

  it('a failed send stays on the page with the server message and no countdown', async () => {
    const { phone, env, toasts } = setup();
    env.routes.route('POST /api/customer/updatephone', () => fail('Numara kullanımda'));
    phone.start();
    await phone.sendCode();
    expect(phone.$page.get()).toBe(VerificationPage.NotVerified);
    expect(phone.$resendIn.get()).toBe(0);
    expect(env.clock.pendingTimers()).toBe(0);
    expect(toasts).toMatchObject([{ kind: 'error', content: { text: 'Numara kullanımda' } }]);
  });

  it('Update Number → UpdatePage with an editable phone, then Send Code again', async () => {
    const { phone } = setup({ smsVerified: true });
    phone.start();
    phone.phoneForm.setField('phone', '905000000000');
    expect(phone.phoneForm.$values.get().phone).toBe('905321112233');
    phone.startUpdate();
    expect(phone.$page.get()).toBe(VerificationPage.Update);
    phone.phoneForm.setField('phone', '905000000000');
    expect(phone.phoneForm.$values.get().phone).toBe('905000000000');
    expect((await phone.sendCode()).ok).toBe(true);
    expect(phone.$page.get()).toBe(VerificationPage.VerificationCode);
  });

  it('dispose stops the countdown', async () => {
    const { phone, env } = setup();
    phone.start();
    await phone.sendCode();
    expect(env.clock.pendingTimers()).toBe(1);
    phone.dispose();
    expect(env.clock.pendingTimers()).toBe(0);
  });
});
