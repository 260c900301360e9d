import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { apiClient } from '../testing/api-client';

async function setup() {
  const lines: string[] = [];
  const server = createDevServer({ log: (line) => lines.push(line) });
  const api = apiClient(server);
  const token = await api.login('newbie1');
  return { server, api, token, lines };
}

describe('customer/updatephone', () => {
  it('sends a code at step 1 (log and /dev/codes) and verifies it at step 2', async () => {
    const { server, api, token, lines } = await setup();
    const step1 = await api.post(
      '/api/customer/updatephone',
      { step: 1, phone: '905441234500' },
      { token },
    );
    expect(step1).toMatchObject({
      success: true,
      message: 'Doğrulama kodu +905441234500 numarasına gönderildi',
    });
    const code = server.control.lastCode('newbie1', 'phone') ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(lines.some((line) => line.includes(code))).toBe(true);
    const listed = await api.get<{ code: string; purpose: string }[]>(
      '/dev/codes?username=newbie1',
    );
    expect(listed.data[0]).toMatchObject({ code, purpose: 'phone' });

    const step2 = await api.post<{ smsVerified: boolean }>(
      '/api/customer/updatephone',
      {
        step: 2,
        phone: '905441234500',
        code: `${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`,
      },
      { token },
    );
    expect(step2).toMatchObject({
      success: true,
      data: { smsVerified: true, phone: '905441234500' },
    });
    const login = await api.post<{ smsVerified: boolean }>(
      '/api/auth/login',
      { username: 'newbie1', password: 'secret1' },
      { token },
    );
    expect(login.data.smsVerified).toBe(true);
  });

  it('refuses a wrong code, a code for another phone, and a reused code', async () => {
    const { server, api, token } = await setup();
    await api.post('/api/customer/updatephone', { step: 1, phone: '905441234500' }, { token });
    const code = server.control.lastCode('newbie1') ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await api.post(
        '/api/customer/updatephone',
        { step: 2, phone: '905441234500', code: wrong },
        { token, locale: 'en' },
      ),
    ).toMatchObject({
      success: false,
      message: 'The verification code is wrong or has expired',
    });
    expect(
      (
        await api.post(
          '/api/customer/updatephone',
          { step: 2, phone: '905009999999', code },
          { token },
        )
      ).success,
    ).toBe(false);
    expect(
      (
        await api.post(
          '/api/customer/updatephone',
          { step: 2, phone: '905441234500', code },
          { token },
        )
      ).success,
    ).toBe(true);
    expect(
      (
        await api.post(
          '/api/customer/updatephone',
          { step: 2, phone: '905441234500', code },
          { token },
        )
      ).success,
    ).toBe(false);
  });

  it('checks the step, the phone and the code format', async () => {
    const { api, token } = await setup();
    expect(
      (
        await api.post(
          '/api/customer/updatephone',
          { step: 3, phone: '905441234500' },
          { token, locale: 'en' },
        )
      ).message,
    ).toBe('Invalid step');
    expect(
      (
        await api.post(
          '/api/customer/updatephone',
          { step: 1, phone: '90' },
          { token, locale: 'en' },
        )
      ).message,
    ).toBe('Phone must be between 5 and 20 characters');
    expect(
      (
        await api.post(
          '/api/customer/updatephone',
          { step: 2, phone: '905441234500', code: '123' },
          { token, locale: 'en' },
        )
      ).message,
    ).toBe('Verification code must be between 6 and 6 characters');
    expect(
      (
        await api.post(
          '/api/customer/updatephone',
          { step: 2, phone: '905441234500', code: '123456' },
          { token, locale: 'en' },
        )
      ).message,
    ).toBe('Please request a verification code first');
  });

  it('is for players only', async () => {
    const { api } = await setup();
    const visitor = await api.anonymousToken();
    expect(
      await api.post(
        '/api/customer/updatephone',
        { step: 1, phone: '905441234500' },
        { token: visitor },
      ),
    ).toMatchObject({ status: 200, success: false, message: 'Lütfen önce giriş yapın' });
  });
});
