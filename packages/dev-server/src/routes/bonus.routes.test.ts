import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import type { NotificationDto } from '../state/notifications';
import { apiClient } from '../testing/api-client';

describe('bonus/definetrialbonus', () => {
  it('credits the trial bonus amount once, with a Bonus notification', async () => {
    const server = createDevServer({ trialBonusAmount: 300 });
    const api = apiClient(server);
    const token = await api.login('newbie1');
    const first = await api.get('/api/bonus/definetrialbonus', { token });
    expect(first).toMatchObject({ success: true, data: { amount: 300, balance: 300 } });
    expect(server.control.getBalance('newbie1')).toBe(300);
    const second = await api.get('/api/bonus/definetrialbonus', { token, locale: 'en' });
    expect(second).toMatchObject({
      success: false,
      message: 'The trial bonus has already been used',
    });
    expect(server.control.getBalance('newbie1')).toBe(300);
    const list = await api.post<NotificationDto[]>('/api/customer/notification', {}, { token });
    expect(list.data[0]).toMatchObject({ type: 4, title: 'Deneme bonusu' });
  });

  it('refuses players who already had it', async () => {
    const api = apiClient(createDevServer());
    const token = await api.login('player1');
    expect((await api.get('/api/bonus/definetrialbonus', { token })).success).toBe(false);
  });
});
