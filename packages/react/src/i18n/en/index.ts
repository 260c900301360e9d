import type { Translation } from '../i18n-types';
import { account } from './account';
import { casino } from './casino';
import { casinoScreens } from './casino-screens';
import { common } from './common';
import { errors } from './errors';
import { shell } from './shell';

// One file per area, so screens of different areas can be worked on side by side.
const en = {
  ...common,
  ...shell,
  ...casino,
  ...casinoScreens,
  ...account,
  ...errors,
} satisfies Translation;

export default en;
