import type { BaseTranslation } from '../i18n-types';
import { account } from './account';
import { cashout } from './cashout';
import { casino } from './casino';
import { casinoScreens } from './casino-screens';
import { common } from './common';
import { dashboard } from './dashboard';
import { errors } from './errors';
import { feedback } from './feedback';
import { home } from './home';
import { protection } from './protection';
import { shell } from './shell';
import { sportsbook } from './sportsbook';

// Turkish is the base language of the site; every key here must exist in en too.
// One file per area, so screens of different areas can be worked on side by side.
const tr = {
  ...common,
  ...shell,
  ...casino,
  ...casinoScreens,
  ...account,
  ...sportsbook,
  ...dashboard,
  ...feedback,
  ...errors,
  ...protection,
  ...cashout,
  ...home,
} satisfies BaseTranslation;

export default tr;
