// The shell: header, menu, footer, banners, language.
export const shell = {
  header: {
    home: 'Home',
    login: 'Login',
    register: 'Register',
    promotions: 'Promotions',
    claimReward: 'Claim Reward',
    deposit: 'Deposit',
    myAccount: 'My Account',
    vipAccount: 'My VIP account',
    logout: 'Log out',
    balance: 'Balance',
    accountLabel: 'Account {username}, balance {balance}',
  },
  language: {
    label: 'Language',
    tr: 'Türkçe',
    en: 'English',
  },
} as const;
