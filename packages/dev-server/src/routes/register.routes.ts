import { Hono } from 'hono';
import type { BootstrapSettings } from '../cms/bootstrap';
import type { AppEnv, ServerContext } from '../context';
import { recordLogin, TRIAL_BONUS_NAME } from '../history/record-login';
import { fail, failWith, ok, readBody } from '../http/envelope';
import {
  asString,
  digitsOnly,
  firstProblem,
  length,
  lettersAndDigits,
  type ProblemOf,
  pattern,
  personName,
  validEmail,
} from '../http/validate';
import { authDataFor } from '../state/auth-data';
import { countryList, isCountry, turkiyeId } from '../state/countries';
import { NotificationKind } from '../state/notifications';

/** Affiliate fields the register payload may carry; kept on the account log line only. */
const affiliateKeys = ['refId', 'partner', 'subid', 'source'] as const;

/** year-month-day of someone at least 18 on `today`, as the full form sends it. */
function birthDateProblem(value: unknown, today: number): ProblemOf | undefined {
  const text = asString(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!text) return { key: 'fieldRequired', field: 'birthDate', params: {} };
  if (!match) return { key: 'fieldFormat', field: 'birthDate', params: {} };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { key: 'fieldFormat', field: 'birthDate', params: {} };
  const adult = new Date(Date.UTC(year + 18, month - 1, day)).getTime() <= today;
  return adult ? undefined : { key: 'underAge', field: 'birthDate', params: {} };
}

/** auth/form (countries) and auth/register (spec 000 section 5 rules, duplicates). */
export function registerRoutes(
  ctx: ServerContext,
  settings?: Pick<BootstrapSettings, 'trialBonusAmount'>,
) {
  const routes = new Hono<AppEnv>();

  routes.get('/auth/form', (c) =>
    ok(c, { countries: countryList(c.get('locale')), defaultCountryId: turkiyeId }),
  );

  routes.post('/auth/register', async (c) => {
    const body = await readBody(c);
    const fast = body.isFast === true || body.isFast === 'true';
    const countryId =
      body.country === undefined || body.country === null || body.country === ''
        ? fast
          ? turkiyeId
          : Number.NaN
        : Number(body.country);

    const problem = firstProblem(
      length('name', body.name, 2, 100) ?? pattern('name', body.name, personName),
      length('surname', body.surname, 2, 100) ?? pattern('surname', body.surname, personName),
      length('username', body.username, 5, 30) ??
        pattern('username', body.username, lettersAndDigits),
      length('email', body.email, 5, 100) ??
        (validEmail(body.email) ? undefined : { key: 'fieldFormat', field: 'email', params: {} }),
      length('phone', body.phone, 5, 20) ?? pattern('phone', body.phone, digitsOnly),
      fast
        ? undefined
        : (length('personalNo', body.PersonalNo, 11, 11) ??
            pattern('personalNo', body.PersonalNo, digitsOnly)),
      fast ? undefined : birthDateProblem(body.birthDate, ctx.clock.now()),
      Number.isInteger(countryId) && isCountry(countryId)
        ? undefined
        : { key: 'unknownCountry', field: 'country', params: {} },
      length('password', body.password, 5),
      length('password2', body.password2, 5),
    );
    if (problem) return failWith(c, problem);
    if (body.password !== body.password2) return fail(c, 'passwordsDiffer');

    const username = asString(body.username);
    const email = asString(body.email).trim();
    if (ctx.accounts.find(username)) return fail(c, 'duplicateUsername');
    if (ctx.accounts.findByEmail(email)) return fail(c, 'duplicateEmail');

    const trialBonus = Number(body.trialBonus) === 1;
    const account = ctx.accounts.add({
      username,
      password: asString(body.password),
      name: asString(body.name).trim(),
      surname: asString(body.surname).trim(),
      email,
      phone: asString(body.phone),
      smsVerified: false,
      group: 1,
      balance: 0,
      betcoAccess: false,
      countryId,
      personalNo: fast ? null : asString(body.PersonalNo),
      birthDate: fast ? null : asString(body.birthDate),
      trialBonusPending: trialBonus,
      trialBonusUsed: false,
    });
    const affiliate = affiliateKeys
      .filter((k) => body[k] !== undefined && body[k] !== '')
      .map((k) => `${k}=${String(body[k])}`);
    ctx.log(
      `register: ${account.username} (${fast ? 'fast' : 'full'} form${trialBonus ? ', trial bonus' : ''}${affiliate.length ? `, ${affiliate.join(' ')}` : ''})`,
    );
    ctx.notifications.add(
      account.username,
      {
        type: NotificationKind.System,
        title: { tr: 'Hoş geldiniz!', en: 'Welcome!' },
        note: {
          tr: `Aramıza hoş geldin ${account.name}. İlk yatırımına %100 bonus seni bekliyor.`,
          en: `Welcome aboard, ${account.name}. A 100% bonus awaits your first deposit.`,
        },
      },
      c.get('locale'),
    );

    const token = ctx.tokens.issuePlayer(account.username);
    recordLogin(ctx, c, account.username, token);
    if (trialBonus)
      ctx.activity.bonus({
        username: account.username,
        kind: 'trial',
        name: TRIAL_BONUS_NAME,
        amount: settings?.trialBonusAmount ?? 0,
        status: 1,
      });
    return ok(c, authDataFor(account, token, ctx.publicOrigin(c)), 'registerOk');
  });

  return routes;
}
