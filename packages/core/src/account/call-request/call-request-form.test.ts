import { describe, expect, it } from 'vitest';
import { createFullSite } from '../../entries/full';
import { AUTH_DATA_KEY } from '../../kernel/session/session.types';
import type { Toast } from '../../kernel/toasts/toasts';
import { createTestEnv, fail, ok } from '../../testing';
import { ContactType, placeholderKey, TIME_SLOTS } from './call-request.constants';
import { CALL_REQUEST_TEXTS } from './call-request.messages';
import { composeCallMessage } from './call-request.payload';
import { createCallRequestFlows } from './call-request-flows';

function setup(storage: Record<string, string> = { anonymousToken: '"anon"' }) {
  const env = createTestEnv({ storage });
  env.routes.route('POST /api/cms/callme', () =>
    ok({ id: 1 }, 'Talebiniz alındı, sizi en kısa sürede arayacağız'),
  );
  const site = createFullSite({ env });
  const flows = createCallRequestFlows(site);
  const toasts: Toast[] = [];
  site.toasts.on('show', (toast) => toasts.push(toast));
  return { env, site, flows, form: flows.form, toasts };
}

function fillValid(form: ReturnType<typeof setup>['form']) {
  form.setField('name', 'Elif Arslan');
  form.setField('username', 'elif01');
  form.setField('message', 'Bonus hakkında bilgi');
  form.setField('timeSlot', '10:30-11:30');
  form.addContact(ContactType.Phone);
  const id = form.$values.get().contacts[0]?.id ?? 0;
  form.setContact(id, { contact: '905321112233' });
}

describe('call request (spec 000 §2–§5)', () => {
  it('offers the 8 one-hour slots and Phone 1, Telegram 3, Email 4 with their placeholders', () => {
    expect(TIME_SLOTS).toEqual([
      '10:30-11:30',
      '11:30-12:30',
      '12:30-13:30',
      '13:30-14:30',
      '14:30-15:30',
      '15:30-16:30',
      '16:30-17:30',
      '17:30-18:30',
    ]);
    expect(placeholderKey(1)).toBe('callRequest.phonePlaceholder');
    expect(placeholderKey(3)).toBe('callRequest.telegramPlaceholder');
    expect(placeholderKey(4)).toBe('callRequest.emailPlaceholder');
    expect(placeholderKey(null)).toBe('callRequest.contactPlaceholder');
  });

  it('carries the §5 warnings verbatim in Turkish, with English equivalents', () => {
    expect(CALL_REQUEST_TEXTS.tr).toMatchObject({
      'callRequest.usernameRequired': 'Lütfen kullanıcı adınızı girin',
      'callRequest.contactRequired': 'En az bir iletişim bilgisi eklemelisiniz',
      'callRequest.timeSlotRequired': 'Lütfen bir saat aralığı seçin',
      'callRequest.maxContacts': 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz',
    });
    expect(Object.keys(CALL_REQUEST_TEXTS.en)).toEqual(Object.keys(CALL_REQUEST_TEXTS.tr));
  });

  it('opens the dialog with the player username prefilled', () => {
    const { flows, site } = setup({
      [AUTH_DATA_KEY]: JSON.stringify({ token: 'p', username: 'ayse' }),
    });
    flows.open();
    expect(site.dialogs.$dialog.get()?.name).toBe('callRequest');
    expect(flows.form.$values.get().username).toBe('ayse');
  });

  it('any opener (the side menu opens the dialog by name) gets a fresh, prefilled form', () => {
    const { flows, site } = setup({
      [AUTH_DATA_KEY]: JSON.stringify({ token: 'p', username: 'ayse' }),
    });
    flows.form.setField('name', 'Left Behind');
    site.dialogs.open('callRequest');
    expect(flows.form.$values.get()).toMatchObject({ name: '', username: 'ayse' });
    // While it stays open, what is typed stays.
    flows.form.setField('name', 'Elif Arslan');
    site.dialogs.open('callRequest');
    expect(flows.form.$values.get().name).toBe('Elif Arslan');
  });

  it('warns about username, contacts and time range until given; Save enabled only when valid', () => {
    const { form } = setup();
    expect(form.$warnings.get()).toEqual([
      'callRequest.usernameRequired',
      'callRequest.contactRequired',
      'callRequest.timeSlotRequired',
    ]);
    expect(form.$canSave.get()).toBe(false);
    fillValid(form);
    expect(form.$warnings.get()).toEqual([]);
    expect(form.$canSave.get()).toBe(true);
  });

  it('adds up to 5 contacts: Add disabled at 5, with the maximum warning', () => {
    const { form } = setup();
    for (let i = 0; i < 5; i++) expect(form.addContact()).toMatchObject({ ok: true });
    expect(form.$canAddContact.get()).toBe(false);
    expect(form.addContact()).toEqual({ ok: false, reason: 'limit-reached' });
    expect(form.$values.get().contacts).toHaveLength(5);
    expect(form.$warnings.get()).toContain('callRequest.maxContacts');
    form.removeContact(form.$values.get().contacts[0]?.id ?? 0);
    expect(form.$canAddContact.get()).toBe(true);
  });

  it('validates each contact row (type and value 5–30) once touched or after Save', async () => {
    const { form, env } = setup();
    fillValid(form);
    form.addContact(null);
    const row = form.$values.get().contacts[1]?.id ?? 0;
    form.setContact(row, { contact: 'abc' });
    expect(form.$contactErrors.get()).toEqual({});
    form.touchContact(row);
    expect(form.$contactErrors.get()[row]).toEqual({
      type: { key: 'validation.required', params: {} },
      contact: { key: 'validation.tooShort', params: { min: 5 } },
    });
    expect(form.$canSave.get()).toBe(false);
    expect(await form.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(env.routes.calls).toHaveLength(0);
  });

  it('a message under 5 on submit marks the required error', async () => {
    const { form } = setup();
    fillValid(form);
    form.setField('message', 'Selm');
    await form.submit();
    expect(form.$visibleErrors.get().message).toEqual({ key: 'validation.required', params: {} });
  });

  it('sends name, the composed message and contacts; success toasts and closes all dialogs', async () => {
    const { form, flows, env, site, toasts } = setup();
    flows.open();
    fillValid(form);
    form.addContact(ContactType.Email);
    const email = form.$values.get().contacts[1]?.id ?? 0;
    form.setContact(email, { contact: 'elif@ornek.com.tr' });
    expect((await form.submit()).ok).toBe(true);
    expect(env.routes.calls[0]?.body).toEqual({
      name: 'Elif Arslan',
      message: 'Mesaj: Bonus hakkında bilgi | Kullanıcı adı: elif01 | Seçilen saat: 10:30-11:30',
      contacts: [
        { type: 1, contact: '905321112233' },
        { type: 4, contact: 'elif@ornek.com.tr' },
      ],
    });
    expect(site.dialogs.$dialog.get()).toBeNull();
    expect(toasts).toMatchObject([
      { kind: 'success', content: { text: 'Talebiniz alındı, sizi en kısa sürede arayacağız' } },
    ]);
    expect(form.$values.get().contacts).toEqual([]);
  });

  it('a failure shows the server message as an error and keeps everything', async () => {
    const { form, flows, env, site, toasts } = setup();
    env.routes.route('POST /api/cms/callme', () =>
      fail('Maksimum 5 iletişim bilgisi ekleyebilirsiniz'),
    );
    flows.open();
    fillValid(form);
    await form.submit();
    expect(toasts).toMatchObject([
      { kind: 'error', content: { text: 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz' } },
    ]);
    expect(form.$values.get().name).toBe('Elif Arslan');
    expect(site.dialogs.$dialog.get()?.name).toBe('callRequest');
  });

  it('sends one request for a double submit', async () => {
    const { form, env } = setup();
    fillValid(form);
    await Promise.all([form.submit(), form.submit()]);
    expect(env.routes.calls).toHaveLength(1);
  });

  it('composes the message in the call centre wording', () => {
    expect(composeCallMessage({ message: 'm', username: 'u', timeSlot: '12:30-13:30' })).toBe(
      'Mesaj: m | Kullanıcı adı: u | Seçilen saat: 12:30-13:30',
    );
  });
});
