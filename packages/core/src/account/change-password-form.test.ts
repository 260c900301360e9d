import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing';
import { fill, setupAccount } from './account.test-support';

const VALUES = { oldPassword: 'eski123', password: 'yeni123', confirmPassword: 'yeni123' };

function setup() {
  const context = setupAccount({ loggedIn: true });
  context.env.routes.route('POST /api/customer/changepassword', () =>
    ok(null, 'Şifreniz değiştirildi'),
  );
  return { ...context, form: context.flows.changePassword };
}

describe('change password (spec 000 §2, §5)', () => {
  it('posts oldPassword, password, confirmPassword; success closes and toasts the message', async () => {
    const { form, site, calls, toasts } = setup();
    form.open();
    expect(site.dialogs.$dialog.get()?.name).toBe('changePassword');
    fill(form, VALUES);
    expect((await form.submit()).ok).toBe(true);
    expect(calls('/api/customer/changepassword')[0]?.body).toEqual(VALUES);
    expect(site.dialogs.$dialog.get()).toBeNull();
    expect(toasts).toMatchObject([{ kind: 'success', content: { text: 'Şifreniz değiştirildi' } }]);
    expect(form.$values.get()).toEqual({ oldPassword: '', password: '', confirmPassword: '' });
  });

  it('a failure shows the server message and keeps the input and the dialog', async () => {
    const { form, site, env, toasts } = setup();
    env.routes.route('POST /api/customer/changepassword', () => fail('Mevcut şifreniz hatalı'));
    form.open();
    fill(form, VALUES);
    await form.submit();
    expect(toasts).toMatchObject([{ kind: 'error', content: { text: 'Mevcut şifreniz hatalı' } }]);
    expect(form.$values.get()).toEqual(VALUES);
    expect(site.dialogs.$dialog.get()?.name).toBe('changePassword');
  });

  it('ignores an invalid form (mismatch) and sends one request for a double submit', async () => {
    const { form, calls } = setup();
    fill(form, { ...VALUES, confirmPassword: 'yeni124' });
    expect(await form.submit()).toEqual({ ok: false, reason: 'invalid' });
    fill(form, VALUES);
    const results = await Promise.all([form.submit(), form.submit()]);
    expect(results.map((result) => result.ok)).toEqual([true, false]);
    expect(calls('/api/customer/changepassword')).toHaveLength(1);
  });

  it('starts empty whoever opens the dialog (e.g. the dashboard action)', () => {
    const { form, site } = setup();
    fill(form, VALUES);
    site.dialogs.open('changePassword');
    expect(form.$values.get()).toEqual({ oldPassword: '', password: '', confirmPassword: '' });
  });
});
