import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import type { PaymentField, PaymentMethod } from '../payments/payment-methods';
import type { NotificationDto } from '../state/notifications';
import { apiClient } from '../testing/api-client';

async function setup(options: Parameters<typeof createDevServer>[0] = {}) {
  const server = createDevServer(options);
  const api = apiClient(server);
  return { server, api, token: await api.login('player1') };
}

describe('payment/methods (extension)', () => {
  it('lists deposit and withdraw methods', async () => {
    const { api, token } = await setup();
    const answer = await api.get<{ deposit: PaymentMethod[]; withdraw: PaymentMethod[] }>(
      '/api/payment/methods',
      { token },
    );
    expect(answer.data.deposit.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(answer.data.withdraw.map((m) => m.id)).toEqual([11, 12, 13]);
    expect(answer.data.deposit.every((m) => m.type === 1 && m.logoUrl.startsWith('http'))).toBe(
      true,
    );
  });
});

describe('payment/detail', () => {
  it('covers String, Int, Long, Decimal and Dropdown, with the TR IBAN mask', async () => {
    const { api, token } = await setup();
    const types = new Set<number>();
    const fields: PaymentField[] = [];
    for (const [id, type] of [
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [11, 2],
      [12, 2],
      [13, 2],
    ]) {
      const answer = await api.post<PaymentField[]>('/api/payment/detail', { id, type }, { token });
      for (const field of answer.data) {
        types.add(field.objectType);
        fields.push(field);
      }
    }
    expect([...types].sort()).toEqual([1, 2, 3, 4, 7]);
    expect(fields.find((f) => f.key === 'Iban')?.mask).toBe('TR00 0000 0000 0000 0000 0000 00');
    expect(fields.find((f) => f.key === 'BankId')?.option[0]).toEqual({
      id: 1,
      name: 'Ziraat Bankası',
    });
    expect(fields.find((f) => f.key === 'Network')?.option.map((o) => o.id)).toEqual([
      'TRC20',
      'ERC20',
    ]);
  });

  it('answers an empty list for a method under maintenance and refuses unknown methods', async () => {
    const { api, token } = await setup();
    expect((await api.post('/api/payment/detail', { id: 5, type: 1 }, { token })).data).toEqual([]);
    expect(
      await api.post('/api/payment/detail', { id: 99, type: 1 }, { token, locale: 'en' }),
    ).toMatchObject({ success: false, message: 'Payment method not found' });
    expect((await api.post('/api/payment/detail', { id: 11, type: 1 }, { token })).success).toBe(
      false,
    );
  });

  it('is for players only', async () => {
    const { api } = await setup();
    const visitor = await api.anonymousToken();
    expect(
      await api.post('/api/payment/detail', { id: 1, type: 1 }, { token: visitor }),
    ).toMatchObject({ status: 200, success: false, message: 'Lütfen önce giriş yapın' });
  });
});

describe('payment/deposit', () => {
  it('answers a URL to the stand-in payment page; confirming there credits the balance once', async () => {
    const { server, api, token } = await setup();
    const answer = await api.post<string>(
      '/api/payment/deposit',
      { id: 2, target: 'pay', detail: { Amount: 500, PaparaNo: 1234567890 } },
      { token },
    );
    expect(answer.success).toBe(true);
    expect(answer.data).toMatch(/^http:\/\/localhost\/stand-in\/pay\/TX\d{8}\?lang=tr$/);
    const page = await (await server.fetch(answer.data)).text();
    expect(page).toContain('Ödemeyi Onayla');
    const confirmUrl = /action="([^"]*confirm[^"]*)"/.exec(page)?.[1] ?? '';
    const confirmed = await server.fetch(confirmUrl, { method: 'POST' });
    expect(confirmed.status).toBe(303);
    expect(server.control.getBalance('player1')).toBe(2000);
    expect((await server.fetch(confirmUrl, { method: 'POST' })).status).toBe(409);
    expect(server.control.getBalance('player1')).toBe(2000);
    const list = await api.post<NotificationDto[]>('/api/customer/notification', {}, { token });
    expect(list.data[0]).toMatchObject({ type: 1, title: 'Para yatırma onaylandı' });
  });

  it('can be cancelled on the stand-in page without crediting', async () => {
    const { server, api, token } = await setup();
    const answer = await api.post<string>(
      '/api/payment/deposit',
      { id: 3, target: 'pay', detail: { Amount: '250', Installments: '1' } },
      { token },
    );
    const cancel = answer.data.replace('?', '/cancel?');
    expect((await server.fetch(cancel, { method: 'POST' })).status).toBe(303);
    expect(server.control.getBalance('player1')).toBe(1500);
  });

  it('answers a message for a bank transfer and credits after the settle delay', async () => {
    let fire: (() => void) | undefined;
    const timers = {
      setTimeout: (callback: () => void) => {
        fire = callback;
        return 1;
      },
      clearTimeout: () => {},
      setInterval: () => 0,
      clearInterval: () => {},
    };
    const { server, api, token } = await setup({ timers });
    const answer = await api.post(
      '/api/payment/deposit',
      { id: 1, target: 'pay', detail: { Amount: 1000, BankId: 2, NameSurname: 'Ahmet Yılmaz' } },
      { token },
    );
    expect(answer).toMatchObject({
      success: true,
      message: '₺1.000,00 yatırım talebiniz alındı',
      data: { transactionId: expect.any(String) },
    });
    expect(server.control.getBalance('player1')).toBe(1500);
    fire?.();
    expect(server.control.getBalance('player1')).toBe(2500);
  });

  it('checks every field: required, numeric, dropdown option and amount bounds', async () => {
    const { api, token } = await setup();
    const deposit = (detail: Record<string, unknown>) =>
      api.post('/api/payment/deposit', { id: 1, target: 'pay', detail }, { token, locale: 'en' });
    const valid = { Amount: 1000, BankId: 2, NameSurname: 'Ahmet Yılmaz' };
    expect((await deposit({ ...valid, NameSurname: '' })).message).toBe(
      'The Full name field is required',
    );
    expect((await deposit({ ...valid, Amount: 'çok' })).message).toBe('Amount is invalid');
    expect((await deposit({ ...valid, BankId: 42 })).message).toBe('Bank is invalid');
    expect((await deposit({ ...valid, Amount: 10 })).message).toBe(
      'The amount must be between ₺100.00 and ₺50,000.00',
    );
    expect(
      (await api.post('/api/payment/deposit', { id: 5, target: 'pay', detail: {} }, { token }))
        .success,
    ).toBe(false);
  });
});

describe('payment/withdraw', () => {
  const bankWithdraw = (amount: number, iban = 'TR33 0006 1005 1978 6457 8413 26') => ({
    id: 11,
    target: 'pay',
    detail: { Amount: amount, Iban: iban, NameSurname: 'Ahmet Yılmaz', TcNo: 10000000146 },
  });

  it('debits the balance and pushes a Withdraw notification', async () => {
    const { server, api, token } = await setup();
    const answer = await api.post('/api/payment/withdraw', bankWithdraw(400), { token });
    expect(answer).toMatchObject({ success: true, message: '₺400,00 çekim talebiniz alındı' });
    expect(server.control.getBalance('player1')).toBe(1100);
    const list = await api.post<NotificationDto[]>('/api/customer/notification', {}, { token });
    expect(list.data[0]?.type).toBe(2);
    expect(server.control.transactions('player1')[0]).toMatchObject({
      type: 2,
      amount: 400,
      status: 2,
    });
    expect(server.control.settlePayments()).toBe(1);
    expect(server.control.transactions('player1')[0]?.status).toBe(1);
  });

  it('refuses more than the balance', async () => {
    const { server, api, token } = await setup();
    const answer = await api.post('/api/payment/withdraw', bankWithdraw(5000), {
      token,
      locale: 'en',
    });
    expect(answer).toMatchObject({ success: false, message: 'Insufficient balance' });
    expect(server.control.getBalance('player1')).toBe(1500);
  });

  it('refuses a malformed IBAN', async () => {
    const { api, token } = await setup();
    expect(
      (
        await api.post('/api/payment/withdraw', bankWithdraw(200, 'TR12 3456'), {
          token,
          locale: 'en',
        })
      ).message,
    ).toBe('IBAN is invalid');
  });
});

describe('payment/transactions (extension)', () => {
  it('lists the player’s deposits and withdrawals', async () => {
    const { api, token } = await setup();
    await api.post(
      '/api/payment/deposit',
      { id: 2, target: 'pay', detail: { Amount: 500, PaparaNo: 1234567890 } },
      { token },
    );
    const list = await api.post<{ type: number; status: number; amount: number }[]>(
      '/api/payment/transactions',
      {},
      { token },
    );
    expect(list.data).toEqual([expect.objectContaining({ type: 1, status: 6, amount: 500 })]);
  });
});
