import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { apiClient } from '../testing/api-client';

const request = {
  name: 'Elif Arslan',
  message: 'Mesaj: Bonus hakkında bilgi | Kullanıcı adı: elif01 | Seçilen saat: 10:30-11:30',
  contacts: [
    { type: 1, contact: '905321112233' },
    { type: 4, contact: 'elif@ornek.com.tr' },
  ],
};

describe('cms/callme', () => {
  it('stores a call request from a visitor', async () => {
    const server = createDevServer();
    const api = apiClient(server);
    const token = await api.anonymousToken();
    const answer = await api.post('/api/cms/callme', request, { token });
    expect(answer).toMatchObject({
      success: true,
      message: 'Talebiniz alındı, sizi en kısa sürede arayacağız',
      data: { id: 1 },
    });
    expect(server.control.callRequests()).toEqual([
      expect.objectContaining({
        name: 'Elif Arslan',
        contacts: request.contacts,
        username: undefined,
      }),
    ]);
  });

  it.each([
    ['a short name', { name: 'Eli' }, 'Name must be between 5 and 30 characters'],
    ['no contact', { contacts: [] }, 'Add at least one contact'],
    [
      'six contacts',
      { contacts: Array.from({ length: 6 }, () => ({ type: 1, contact: '905321112233' })) },
      'You can add at most 5 contacts',
    ],
    [
      'an unknown contact type',
      { contacts: [{ type: 9, contact: '905321112233' }] },
      'Contact is invalid',
    ],
    [
      'a short contact',
      { contacts: [{ type: 3, contact: '@ab' }] },
      'Contact must be between 5 and 30 characters',
    ],
  ])('refuses %s', async (_case, change, message) => {
    const api = apiClient(createDevServer());
    const token = await api.anonymousToken();
    expect(
      await api.post('/api/cms/callme', { ...request, ...change }, { token, locale: 'en' }),
    ).toMatchObject({ success: false, message });
  });
});

describe('cms/coveryjs', () => {
  it('answers a script text', async () => {
    const api = apiClient(createDevServer());
    const token = await api.anonymousToken();
    const answer = await api.get<string>('/api/cms/coveryjs', { token });
    expect(answer.data).toContain('__coveryLoaded');
  });
});
