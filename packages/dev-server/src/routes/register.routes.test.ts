import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { apiClient } from '../testing/api-client';

const fastForm = {
  name: 'Çağrı Gökhan',
  surname: 'Öztürk',
  username: 'cagri2025',
  email: 'cagri@ornek.com.tr',
  phone: '905551112233',
  country: 235,
  currencyId: 1,
  trialBonus: 0,
  password: 'gizli123',
  password2: 'gizli123',
  isFast: true,
};
const fullForm = { ...fastForm, isFast: false, PersonalNo: '12345678901', birthDate: '1990-05-17' };

async function setup() {
  const server = createDevServer({ now: () => Date.UTC(2025, 5, 1) });
  const api = apiClient(server);
  return { server, api, token: await api.anonymousToken() };
}

describe('auth/form', () => {
  it('lists countries with Türkiye as id 235, first', async () => {
    const { api, token } = await setup();
    const answer = await api.get<{ countries: { id: number; name: string }[] }>('/api/auth/form', {
      token,
    });
    expect(answer.data.countries[0]).toEqual({ id: 235, name: 'Türkiye' });
    expect(answer.data.countries.length).toBeGreaterThan(10);
  });
});

describe('auth/register', () => {
  it('creates the player on the fast form and answers login data', async () => {
    const { server, api, token } = await setup();
    const answer = await api.post<{
      token: string;
      username: string;
      smsVerified: boolean;
      balance: number;
      phone: string;
    }>('/api/auth/register', fastForm, { token });
    expect(answer).toMatchObject({
      success: true,
      data: { username: 'cagri2025', smsVerified: false, balance: 0, phone: '905551112233' },
    });
    expect((await api.get('/api/user/balance', { token: answer.data.token })).status).toBe(200);
    expect(
      (
        await api.post(
          '/api/auth/login',
          { username: 'cagri2025', password: 'gizli123' },
          { token },
        )
      ).success,
    ).toBe(true);
    expect(server.control.accounts().map((a) => a.username)).toContain('cagri2025');
  });

  it('accepts the full form with TC number and birth date', async () => {
    const { api, token } = await setup();
    expect((await api.post('/api/auth/register', fullForm, { token })).success).toBe(true);
  });

  it('refuses a duplicate username or e-mail', async () => {
    const { api, token } = await setup();
    const sameUser = await api.post(
      '/api/auth/register',
      { ...fastForm, username: 'Player1' },
      { token },
    );
    expect(sameUser).toMatchObject({
      success: false,
      message: 'Bu kullanıcı adı zaten kullanılıyor',
    });
    const sameMail = await api.post(
      '/api/auth/register',
      { ...fastForm, email: 'PLAYER1@ornek.com.tr' },
      { token, locale: 'en' },
    );
    expect(sameMail).toMatchObject({
      success: false,
      message: 'This e-mail address is already registered',
    });
  });

  it.each([
    ['name too short', { name: 'A' }, 'Name must be between 2 and 100 characters'],
    ['name with a double space', { name: 'Ali  Veli' }, 'Name is invalid'],
    ['surname with digits', { surname: 'Yılmaz2' }, 'Surname is invalid'],
    ['username too short', { username: 'ab12' }, 'Username must be between 5 and 30 characters'],
    ['username with symbols', { username: 'ali_veli' }, 'Username is invalid'],
    ['e-mail without a domain', { email: 'ali@ornek' }, 'E-mail is invalid'],
    ['phone with letters', { phone: '90555abc' }, 'Phone is invalid'],
    [
      'password too short',
      { password: 'abc', password2: 'abc' },
      'Password must be at least 5 characters',
    ],
    ['passwords that differ', { password2: 'baska123' }, 'Passwords do not match'],
    ['unknown country', { country: 9999 }, 'Unknown country'],
  ])('refuses %s', async (_case, change, message) => {
    const { api, token } = await setup();
    const answer = await api.post(
      '/api/auth/register',
      { ...fastForm, ...change },
      { token, locale: 'en' },
    );
    expect(answer).toMatchObject({ success: false, message, data: null });
  });

  it.each([
    [
      'a TC number of 10 digits',
      { PersonalNo: '1234567890' },
      'National ID number must be between 11 and 11 characters',
    ],
    ['a missing birth date', { birthDate: '' }, 'The Birth date field is required'],
    ['an impossible date', { birthDate: '1990-02-30' }, 'Birth date is invalid'],
    ['a player under 18', { birthDate: '2010-01-01' }, 'You must be at least 18 to register'],
  ])('on the full form refuses %s', async (_case, change, message) => {
    const { api, token } = await setup();
    const answer = await api.post(
      '/api/auth/register',
      { ...fullForm, ...change },
      { token, locale: 'en' },
    );
    expect(answer).toMatchObject({ success: false, message });
  });

  it('answers validation messages in Turkish by default', async () => {
    const { api, token } = await setup();
    const answer = await api.post('/api/auth/register', { ...fastForm, username: '' }, { token });
    expect(answer.message).toBe('Kullanıcı adı alanı zorunludur');
  });
});
