/**
 * Translation keys of the shell (menu, dashboard, breadcrumb). Like `MessageKey`, the core
 * names a key and the UI's tr/en dictionaries hold the words.
 */
export type ShellKey =
  | 'shell.menu.group.casino'
  | 'shell.menu.group.sports'
  | 'shell.menu.group.games'
  | 'shell.menu.group.other'
  | 'shell.menu.slots'
  | 'shell.menu.liveCasino'
  | 'shell.menu.liveBettings'
  | 'shell.menu.liveBettingsHighRate'
  | 'shell.menu.sports'
  | 'shell.menu.sportsHighRate'
  | 'shell.menu.betco'
  | 'shell.menu.aviator'
  | 'shell.menu.bingo'
  | 'shell.menu.tvBets'
  | 'shell.menu.promotions'
  | 'shell.menu.liveChat'
  | 'shell.menu.callRequest'
  | 'shell.menu.blog'
  | 'shell.menu.aboutUs'
  | 'shell.menu.contents'
  | 'shell.menu.badge.highRate'
  | 'shell.menu.language'
  | 'shell.menu.followMe'
  | 'shell.language.tr'
  | 'shell.language.en'
  | 'shell.social.twitter'
  | 'shell.social.instagram'
  | 'shell.social.telegram'
  | 'shell.dashboard.deposit'
  | 'shell.dashboard.withdraw'
  | 'shell.dashboard.gameActivities'
  | 'shell.dashboard.bonuses'
  | 'shell.dashboard.financialHistory'
  | 'shell.dashboard.sessionHistory'
  | 'shell.dashboard.personalInformation'
  | 'shell.dashboard.responsibleGaming'
  | 'shell.dashboard.myBets'
  | 'shell.dashboard.changePassword'
  | 'shell.dashboard.logout'
  | 'shell.breadcrumb.home'
  | 'shell.breadcrumb.myAccount';

/** Every shell key, for a test or a dictionary check that none is missing. */
export const SHELL_KEYS: readonly ShellKey[] = [
  'shell.menu.group.casino',
  'shell.menu.group.sports',
  'shell.menu.group.games',
  'shell.menu.group.other',
  'shell.menu.slots',
  'shell.menu.liveCasino',
  'shell.menu.liveBettings',
  'shell.menu.liveBettingsHighRate',
  'shell.menu.sports',
  'shell.menu.sportsHighRate',
  'shell.menu.betco',
  'shell.menu.aviator',
  'shell.menu.bingo',
  'shell.menu.tvBets',
  'shell.menu.promotions',
  'shell.menu.liveChat',
  'shell.menu.callRequest',
  'shell.menu.blog',
  'shell.menu.aboutUs',
  'shell.menu.contents',
  'shell.menu.badge.highRate',
  'shell.menu.language',
  'shell.menu.followMe',
  'shell.language.tr',
  'shell.language.en',
  'shell.social.twitter',
  'shell.social.instagram',
  'shell.social.telegram',
  'shell.dashboard.deposit',
  'shell.dashboard.withdraw',
  'shell.dashboard.gameActivities',
  'shell.dashboard.bonuses',
  'shell.dashboard.financialHistory',
  'shell.dashboard.sessionHistory',
  'shell.dashboard.personalInformation',
  'shell.dashboard.responsibleGaming',
  'shell.dashboard.myBets',
  'shell.dashboard.changePassword',
  'shell.dashboard.logout',
  'shell.breadcrumb.home',
  'shell.breadcrumb.myAccount',
];

/** A shell text to show: a key, or a server text (a content page title) shown as it is. */
export type ShellText = { key: ShellKey } | { text: string };
