import { describe, expect, it } from 'vitest';
import { ok } from '../testing';
import { setupAccount } from './account.test-support';

describe('phone verification toasts', () => {
  it('take the "code sent" toast down once the code is verified, and say it was verified', async () => {
    const context = setupAccount({ loggedIn: true });
    context.env.routes.route('POST /api/customer/updatephone', (request) =>
      (request.body as { step: number }).step === 1
        ? ok(null, '+905441234500 numarasına kod gönderildi')
        : ok({ phone: '905441234500', smsVerified: true }, 'Telefon numaranız doğrulandı'),
    );
    const dismissed: number[] = [];
    context.site.toasts.on('dismiss', (id) => dismissed.push(id));
    const phone = context.flows.customerPhone;
    phone.start();
    phone.phoneForm.setField('phone', '905441234500');
    await phone.sendCode();
    const sent = context.toasts.at(-1);
    expect(sent?.content).toEqual({ text: '+905441234500 numarasına kod gönderildi' });
    phone.codeForm.setField('code', '123456');
    expect((await phone.verify()).ok).toBe(true);
    expect(dismissed).toEqual([sent?.id]);
    expect(context.toasts.at(-1)?.content).toEqual({ text: 'Telefon numaranız doğrulandı' });
    expect(context.toasts.filter((t) => t.kind === 'success')).toHaveLength(2);
  });
});
