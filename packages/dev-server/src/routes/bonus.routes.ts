import { Hono } from 'hono';
import type { BootstrapSettings } from '../cms/bootstrap';
import type { AppEnv, ServerContext } from '../context';
import { TRIAL_BONUS_NAME } from '../history/record-login';
import { playerOf, requirePlayer } from '../http/auth';
import { fail, ok } from '../http/envelope';
import { money, moneyText } from '../http/money';
import { NotificationKind } from '../state/notifications';

/** bonus/definetrialbonus: credits the bootstrap's trial bonus amount once per player. */
export function bonusRoutes(ctx: ServerContext, settings: BootstrapSettings) {
  const routes = new Hono<AppEnv>();

  routes.get('/bonus/definetrialbonus', requirePlayer, (c) => {
    const { username } = playerOf(c.get('caller'));
    const account = ctx.accounts.find(username);
    const amount = settings.trialBonusAmount;
    if (!account || account.trialBonusUsed || amount <= 0) return fail(c, 'trialBonusUsed');
    account.trialBonusUsed = true;
    account.trialBonusPending = false;
    const balance = ctx.wallet.credit(
      username,
      amount,
      {
        type: NotificationKind.Bonus,
        title: { tr: 'Deneme bonusu', en: 'Trial bonus' },
        note: {
          tr: `${moneyText(amount, 'tr')} deneme bonusu hesabınıza eklendi.`,
          en: `A trial bonus of ${moneyText(amount, 'en')} was added to your account.`,
        },
      },
      c.get('locale'),
    );
    ctx.activity.settleBonus({
      username,
      kind: 'trial',
      name: TRIAL_BONUS_NAME,
      amount,
      status: 2,
    });
    ctx.log(`trial bonus: ${username} +${amount}`);
    return ok(c, { amount, balance }, 'trialBonusOk', { amount: money(amount) });
  });

  return routes;
}
