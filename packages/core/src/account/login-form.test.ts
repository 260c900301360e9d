import { describe, expect, it } from 'vitest';
import { createFullSite } from '../entries/full';
import { createTestEnv, fail, ok } from '../testing';

function setup() {
  const env = createTestEnv({ storage: { anonymousToken: '"anon"' } });
  const site = createFullSite({ env });
  const toasts: unknown[] = [];
  site.toasts.on('show', (toast) => toasts.push({ kind: toast.kind, content: toast.content }));
  return { env, site, form: site.forms.login, toasts };
}

describe('login form (spec 000 §5: username 3–35, password 5–100)', () => {
  it.each([
    ['', 'secret', 'username', 'validation.required'],
    ['ab', 'secret', 'username', 'validation.tooShort'],
    ['a'.repeat(36), 'secret', 'username', 'validation.tooLong'],
    ['ayse', '', 'password', 'validation.required'],
    ['ayse', '1234', 'password', 'validation.tooShort'],
    ['ayse', 'x'.repeat(101), 'password', 'validation.tooLong'],
  ])('rejects %j / %j on %s with %s', (username, password, field, key) => {
    const { form } = setup();
    form.setField('username', username);
    form.setField('password', password);
    expect(form.$valid.get()).toBe(false);
    expect(form.$errors.get()).toMatchObject({ [field]: { key } });
  });

  it.each([
    ['abc', '12345'],
    ['a'.repeat(35), 'x'.repeat(100)],
  ])('accepts the boundaries %j / %j', (username, password) => {
    const { form } = setup();
    form.setField('username', username);
    form.setField('password', password);
    expect(form.$valid.get()).toBe(true);
  });

  it('ignores submit while invalid, sends nothing and shows every error', async () => {
    const { env, form } = setup();
    form.setField('username', 'ab');
    expect(form.$visibleErrors.get()).toEqual({});
    expect(await form.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(env.routes.calls).toHaveLength(0);
    expect(Object.keys(form.$visibleErrors.get()).sort()).toEqual(['password', 'username']);
    expect(form.$visibleErrors.get().username?.params).toEqual({ min: 3 });
  });

  it('on success starts the session, toasts the server message and closes all dialogs', async () => {
    const { env, site, form, toasts } = setup();
    env.routes.route('POST /api/auth/login', () =>
      ok({ token: 't', username: 'ayse', balance: 5 }, 'Giriş başarılı'),
    );
    site.dialogs.open('login');
    const dialogWhenToasted: unknown[] = [];
    site.toasts.on('show', () => dialogWhenToasted.push(site.dialogs.$dialog.get()));
    form.setField('username', 'ayse');
    form.setField('password', 'secret1');
    const pending = form.submit();
    expect(form.$submitting.get()).toBe(true);
    expect((await pending).ok).toBe(true);
    expect(form.$submitting.get()).toBe(false);
    expect(site.session.$session.get().hasLogin).toBe(true);
    expect(toasts).toEqual([{ kind: 'success', content: { text: 'Giriş başarılı' } }]);
    expect(site.dialogs.$dialog.get()).toBeNull();
    // The toast is shown on the page, after the dialog has closed.
    expect(dialogWhenToasted).toEqual([null]);
    expect(form.$values.get()).toEqual({ username: '', password: '' });
  });

  it('on failure shows the server message as an error toast and keeps what was typed', async () => {
    const { env, site, form, toasts } = setup();
    env.routes.route('POST /api/auth/login', () => fail('Kullanıcı adı veya şifre hatalı'));
    site.dialogs.open('login');
    form.setField('username', 'ayse');
    form.setField('password', 'wrong12');
    const result = await form.submit();
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(toasts).toEqual([
      { kind: 'error', content: { text: 'Kullanıcı adı veya şifre hatalı' } },
    ]);
    expect(form.$values.get()).toEqual({ username: 'ayse', password: 'wrong12' });
    expect(site.dialogs.$dialog.get()?.name).toBe('login');
  });

  it('sends one request for a double submit', async () => {
    const { env, form } = setup();
    env.routes.route('POST /api/auth/login', () => ok({ token: 't', username: 'ayse' }));
    form.setField('username', 'ayse');
    form.setField('password', 'secret1');
    const [first, second] = await Promise.all([form.submit(), form.submit()]);
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, reason: 'busy' });
    expect(env.routes.calls.filter((call) => call.path === '/api/auth/login')).toHaveLength(1);
  });
});
