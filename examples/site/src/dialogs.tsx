import type { DialogRenderers } from '@site/react';
import { accountDialogs } from '@site/react/account';
import { casinoDialogs } from '@site/react/casino';

/** The modules' dialogs the demo shows: account (register, payments, …) and the casino's game modal. */
export const demoDialogs: DialogRenderers = { ...accountDialogs, ...casinoDialogs };
