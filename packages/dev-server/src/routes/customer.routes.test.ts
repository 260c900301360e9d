import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import type { NotificationDto } from '../state/notifications';
import { apiClient } from '../testing/api-client';

async function setup(username = 'player1') {
  const server = createDevServer({ now: () => Date.UTC(2025, 2, 10, 12) });
  const api = apiClient(server);
  return { server, api, token: await api.login(username) };
}

describe('customer/changepassword', () => {
  it('changes the password when the old one is right', async () => {
    const { api, token } = await setup();
    const wrong = await api.post(
      '/api/customer/changepassword',
      { oldPassword: 'wrong1', password: 'yeni12345', confirmPassword: 'yeni12345' },
      { token },
    );
    expect(wrong).toMatchObject({ success: false, message: 'Mevcut şifreniz hatalı' });
    const mismatch = await api.post(
      '/api/customer/changepassword',
      { oldPassword: 'secret1', password: 'yeni12345', confirmPassword: 'yeni1234' },
      { token, locale: 'en' },
    );
    expect(mismatch.message).toBe('Passwords do not match');
    const short = await api.post(
      '/api/customer/changepassword',
      { oldPassword: 'secret1', password: 'abc', confirmPassword: 'abc' },
      { token, locale: 'en' },
    );
    expect(short.message).toBe('Password must be between 5 and 100 characters');
    const done = await api.post(
      '/api/customer/changepassword',
      { oldPassword: 'secret1', password: 'yeni12345', confirmPassword: 'yeni12345' },
      { token },
    );
    expect(done.success).toBe(true);
    expect(
      (await api.post('/api/auth/login', { username: 'player1', password: 'yeni12345' }, { token }))
        .success,
    ).toBe(true);
  });
});

describe('customer/notification and readnotification', () => {
  it('lists the seeded notifications newest first with UTC timestamps without Z', async () => {
    const { api, token } = await setup();
    const list = await api.post<NotificationDto[]>(
      '/api/customer/notification',
      { skip: 0, take: 100 },
      { token },
    );
    expect(list.data).toHaveLength(4);
    expect(list.data[0]).toMatchObject({ type: 5, isRead: false, title: 'Yeni adresimiz' });
    expect(list.data[0]?.timeStamp).toBe('2025-03-10T11:40:00.000');
    const stamps = list.data.map((n) => n.timeStamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it('pages with skip and take', async () => {
    const { api, token } = await setup();
    const page = await api.post<NotificationDto[]>(
      '/api/customer/notification',
      { skip: 1, take: 2 },
      { token, locale: 'en' },
    );
    expect(page.data.map((n) => n.title)).toEqual(['Weekly cashback', 'Deposit confirmed']);
  });

  it('marks the given ids read', async () => {
    const { api, token } = await setup();
    const list = await api.post<NotificationDto[]>(
      '/api/customer/notification',
      { skip: 0, take: 100 },
      { token },
    );
    const unread = list.data.filter((n) => !n.isRead).map((n) => n.id);
    expect(unread).toHaveLength(2);
    const read = await api.post('/api/customer/readnotification', { id: unread }, { token });
    expect(read).toMatchObject({ success: true, data: { updated: 2, unread: 0 } });
    const after = await api.post<NotificationDto[]>(
      '/api/customer/notification',
      { skip: 0, take: 100 },
      { token },
    );
    expect(after.data.every((n) => n.isRead)).toBe(true);
  });

  it('lists balance moves as they happen', async () => {
    const { server, api, token } = await setup('betco1');
    expect(
      (await api.post<NotificationDto[]>('/api/customer/notification', {}, { token })).data,
    ).toEqual([]);
    server.control.setBalance('betco1', 10, { notify: true });
    server.control.notify('betco1', { type: 'Withdraw', title: 'Çekim', note: '100 TL' });
    const list = await api.post<NotificationDto[]>('/api/customer/notification', {}, { token });
    expect(list.data.map((n) => n.type)).toEqual([2, 5]);
  });

  it('is for players only', async () => {
    const { api } = await setup();
    const visitor = await api.anonymousToken();
    expect(await api.post('/api/customer/notification', {}, { token: visitor })).toMatchObject({
      status: 200,
      success: false,
      data: null,
    });
  });
});
