import { CALL_REQUEST_MESSAGE_KEYS } from '../account/call-request/call-request.messages';
import { PAYMENTS_MESSAGE_KEYS } from '../account/payments/payments.messages';
import { CASINO_MESSAGE_KEYS } from '../casino/casino-messages';
import type { KernelTextKey } from '../kernel/i18n/message-keys';
import { KERNEL_TEXT_KEYS } from '../kernel/i18n/text-keys';
import type { ModuleTextKey } from '../kernel/site-module';
import { PROTECTION_MESSAGE_KEYS } from '../protection/protection.messages';
import { SHELL_KEYS } from '../shell/shell-keys';
import { BET_SETTLED_MESSAGE_KEYS } from '../sportsbook/bet-slip/bet-settled';
import { CASHOUT_MESSAGE_KEYS } from '../sportsbook/cashout/cashout.messages';
import type { accountModule } from './account.module';
import type { cashoutModule } from './cashout.module';
import type { casinoModule } from './casino.module';
import type { protectionModule } from './protection.module';
import type { shellModule } from './shell.module';
import type { sportsbookModule } from './sportsbook.module';

/** Every key the kernel and every module (extensions included) can hand to a UI. */
export type CoreTextKey =
  | KernelTextKey
  | ModuleTextKey<
      ReturnType<
        | typeof shellModule
        | typeof sportsbookModule
        | typeof casinoModule
        | typeof accountModule
        | typeof protectionModule
        | typeof cashoutModule
      >
    >;

/**
 * Every translation key of the kernel and of every module, in one list. A UI that ships all
 * the modules (the React package) walks it in its dictionary test, so a key without a text fails
 * the build; a site of fewer modules checks its dictionaries against `site.textKeys` instead.
 */
export const CORE_TEXT_KEYS: readonly CoreTextKey[] = [
  ...new Set<CoreTextKey>([
    ...KERNEL_TEXT_KEYS,
    ...SHELL_KEYS,
    ...BET_SETTLED_MESSAGE_KEYS,
    ...CASINO_MESSAGE_KEYS,
    ...PAYMENTS_MESSAGE_KEYS,
    ...CALL_REQUEST_MESSAGE_KEYS,
    ...PROTECTION_MESSAGE_KEYS,
    ...CASHOUT_MESSAGE_KEYS,
  ]),
];
