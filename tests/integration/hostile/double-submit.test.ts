// Double submit: a second click while the first request runs sends nothing (spec: single-flight
// place bet; DESIGN: "a double click sends one request"). Each action is fired twice at once
// and then once more while the first is still in flight.

import { ContactType, type PaymentDialog } from '@site/core/account';
import { DEFAULT_TOP_LEAGUE_IDS } from '@site/core/sportsbook';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { flush, type HostileWorld, hostileWorld } from './hostile-world';

let world: HostileWorld | undefined;
afterEach(() => world?.server.close());

const figures: string[] = [];
afterAll(() => console.log(`double submit: ${figures.join(', ')}`));

async function formOf(dialog: PaymentDialog) {
  await flush();
  const state = dialog.$state.get();
  if (state.status !== 'form') throw new Error(`no form: ${state.status}`);
  return state.form;
}

/** Fires `submit` three times without waiting, then counts the requests to `route`. */
async function hammer(w: HostileWorld, route: string, submit: () => Promise<unknown>) {
  const before = w.count(route);
  await Promise.all([submit(), submit(), submit()]);
  await flush();
  const requests = w.count(route) - before;
  figures.push(`${route} ${requests}`);
  return requests;
}

describe('double submit sends one request', () => {
  it('login', async () => {
    world = hostileWorld();
    await world.site.start();
    const { login } = world.site.forms;
    login.setField('username', 'player1');
    login.setField('password', 'secret1');
    expect(await hammer(world, '/api/auth/login', () => login.submit())).toBe(1);
    expect(world.site.session.$session.get().hasLogin).toBe(true);
  });

  it('register', async () => {
    world = hostileWorld();
    await world.site.start();
    const { register } = world.site.account;
    register.open();
    const values = {
      name: 'Deniz Kaya',
      surname: 'Yılmaz',
      username: 'deniz2026',
      email: 'deniz@ornek.com.tr',
      password: 'gizli123',
      password2: 'gizli123',
      phone: '905551112299',
    };
    for (const [key, value] of Object.entries(values))
      register.fast.setField(key as keyof typeof values, value);
    expect(await hammer(world, '/api/auth/register', () => register.submit())).toBe(1);
  });

  it('deposit and withdraw', async () => {
    world = hostileWorld();
    await world.site.session.login({ username: 'player1', password: 'secret1' });
    const { payments } = world.site;
    const deposit = await formOf(payments.openDeposit({ id: 1, name: 'Havale / EFT' }));
    deposit.setField('Amount', '500');
    deposit.setField('BankId', '2');
    deposit.setField('NameSurname', 'Ayşe Demir');
    expect(await hammer(world, '/api/payment/deposit', () => deposit.submit())).toBe(1);

    const withdraw = await formOf(payments.openWithdraw({ id: 11, name: 'Banka Havalesi' }));
    withdraw.setField('Amount', '100');
    withdraw.setField('Iban', 'TR33 0006 1005 1978 6457 8413 26');
    withdraw.setField('NameSurname', 'Ayşe Demir');
    withdraw.setField('TcNo', '10000000146');
    expect(await hammer(world, '/api/payment/withdraw', () => withdraw.submit())).toBe(1);
  });

  it('call request', async () => {
    world = hostileWorld();
    await world.site.start();
    const { form } = world.site.callRequest;
    world.site.callRequest.open();
    form.setField('name', 'Elif Arslan');
    form.setField('username', 'elif01');
    form.setField('message', 'Bonus hakkında bilgi');
    form.setField('timeSlot', '10:30-11:30');
    form.addContact(ContactType.Phone);
    form.setContact(form.$values.get().contacts[0]?.id ?? 0, { contact: '905321112233' });
    expect(await hammer(world, '/api/cms/callme', () => form.submit())).toBe(1);
  });

  it('place bet', async () => {
    world = hostileWorld();
    const { site } = world;
    await site.start();
    await site.session.login({ username: 'player1', password: 'secret1' });
    const stop = site.betSlip.$oddList.listen(() => {});
    site.sportsbook.prematch.selectCompetition({
      competitionId: DEFAULT_TOP_LEAGUE_IDS.superLig,
      sportId: 1,
      name: 'Süper Lig',
    });
    await flush();
    const row = site.sportsbook.prematch.$selectedCompetitions
      .get()[0]
      ?.events.find((event) => !event.locked);
    const oddId = row?.winner.home.oddId;
    if (!oddId) throw new Error('no open odd');
    await site.betSlip.toggleOdd({ oddId, isLive: false });
    site.betSlip.setSingleStake(oddId, '10');
    await flush();
    expect(await hammer(world, '/placeBet', () => site.betSlip.placeBet())).toBe(1);
    stop();
  });
});
