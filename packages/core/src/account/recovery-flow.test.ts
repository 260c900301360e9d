import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing';
import { setupAccount } from './account.test-support';

function setup() {
  const context = setupAccount();
  const { routes } = context.env;
  routes.route('POST /api/auth/sendresetpassword', () => ok(null, 'Kod gönderildi'));
  routes.route('POST /api/auth/checkresetcode', () => ok(null, 'Kod doğrulandı'));
  routes.route('POST /api/auth/changepasswordwithcode', () => ok(null, 'Şifreniz değiştirildi'));
  const recovery = context.flows.recovery;
  recovery.open();
  return { ...context, recovery };
}

async function walkToStep4(recovery: ReturnType<typeof setup>['recovery']) {
  recovery.usernameForm.setField('username', 'player1');
  await recovery.usernameForm.submit();
  recovery.codeForm.setField('code', '123456');
  await recovery.codeForm.submit();
  recovery.passwordForm.setField('password', 'yeni123');
  recovery.passwordForm.setField('password2', 'yeni123');
  await recovery.passwordForm.submit();
}

describe('recovery (spec 000 §2, §4)', () => {
  it('walks the four steps with the calls and payloads of §7', async () => {
    const { recovery, env, site, toasts } = setup();
    expect(site.dialogs.$dialog.get()?.name).toBe('recovery');
    expect(recovery.$step.get()).toBe(1);
    await walkToStep4(recovery);
    expect(env.routes.calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/auth/sendresetpassword', { username: 'player1' }],
      ['/api/auth/checkresetcode', { code: '123456', username: 'player1' }],
      [
        '/api/auth/changepasswordwithcode',
        { password: 'yeni123', password2: 'yeni123', username: 'player1', code: '123456' },
      ],
    ]);
    expect(recovery.$step.get()).toBe(4);
    expect(recovery.$successMessage.get()).toBe('Şifreniz değiştirildi');
    expect(toasts.map((toast) => toast.content)).toEqual([
      { text: 'Kod gönderildi' },
      { text: 'Kod doğrulandı' },
    ]);
  });

  it('opens the login form 1000 ms after step 4, not before', async () => {
    const { recovery, env, site } = setup();
    await walkToStep4(recovery);
    env.clock.advance(999);
    expect(site.dialogs.$dialog.get()?.name).toBe('recovery');
    env.clock.advance(1);
    expect(site.dialogs.$dialog.get()?.name).toBe('login');
  });

  it.each([
    ['POST /api/auth/sendresetpassword', 1],
    ['POST /api/auth/checkresetcode', 2],
    ['POST /api/auth/changepasswordwithcode', 3],
  ] as const)(
    'a failure of %s stays on step %i with the server message and the input',
    async (route, step) => {
      const { recovery, env, toasts } = setup();
      env.routes.route(route, () => fail('Hata oluştu'));
      await walkToStep4(recovery);
      expect(recovery.$step.get()).toBe(step);
      expect(toasts.at(-1)).toMatchObject({ kind: 'error', content: { text: 'Hata oluştu' } });
      expect(recovery.usernameForm.$values.get().username).toBe('player1');
      env.clock.advance(5000);
      expect(env.clock.pendingTimers()).toBe(0);
    },
  );

  it('does not advance on invalid input and sends nothing', async () => {
    const { recovery, env } = setup();
    recovery.usernameForm.setField('username', 'abcd');
    expect(await recovery.usernameForm.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(recovery.$step.get()).toBe(1);
    expect(env.routes.calls).toHaveLength(0);
  });

  it('refuses to submit a step that is not showing', async () => {
    const { recovery, env } = setup();
    recovery.codeForm.setField('code', '123456');
    expect(await recovery.codeForm.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(env.routes.calls).toHaveLength(0);
  });

  it('reset (or Sign Up Now) cancels the pending login redirect', async () => {
    const { recovery, env, site } = setup();
    await walkToStep4(recovery);
    recovery.openRegister();
    expect(site.dialogs.$dialog.get()?.name).toBe('register');
    env.clock.advance(1000);
    expect(site.dialogs.$dialog.get()?.name).toBe('register');
    expect(recovery.$step.get()).toBe(1);
  });

  it('opening the dialog by name starts at step 1 again, keeping input while it stays open', async () => {
    const { recovery, site } = setup();
    await walkToStep4(recovery);
    site.dialogs.open('login');
    site.dialogs.open('recovery');
    expect(recovery.$step.get()).toBe(1);
    expect(recovery.usernameForm.$values.get().username).toBe('');
    recovery.usernameForm.setField('username', 'player1');
    site.dialogs.open('recovery');
    expect(recovery.usernameForm.$values.get().username).toBe('player1');
  });
});
