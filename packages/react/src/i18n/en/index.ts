import type { Translation } from '../i18n-types';

const en = {
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
  login: {
    title: 'Login',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    submitting: 'Logging in…',
  },
  dialog: {
    close: 'Close',
  },
  language: {
    label: 'Language',
    tr: 'Türkçe',
    en: 'English',
  },
  validation: {
    required: 'This field is required',
    tooShort: 'Enter at least {min} characters',
    tooLong: 'Enter at most {max} characters',
    lettersOnly: 'Use letters only, with single spaces between words',
    lettersAndDigits: 'Use letters and digits only',
    digitsOnly: 'Use digits only',
    email: 'Enter a valid e-mail address',
    exactDigits: 'Enter exactly {length} digits',
    mismatch: 'Passwords do not match',
  },
  errors: {
    network: 'The server could not be reached. Check your connection and try again.',
    unauthorized: 'Your session has expired. Please log in again.',
    http: 'The server cannot answer right now. Please try again later.',
    malformed: 'The server sent an unexpected answer.',
    server: 'The request could not be completed.',
    notLoggedIn: 'Please login first',
    busy: 'Your request is still running, please wait.',
    invalidInput: 'Please correct the errors in the form.',
  },
} satisfies Translation;

export default en;
