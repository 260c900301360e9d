/** Players known to the server: the seeded demo accounts plus everyone who registers. */
export interface Account {
  username: string;
  password: string;
  name: string;
  surname: string;
  email: string;
  /** Digits only, with the 90 country prefix, e.g. 905321234567. */
  phone: string;
  smsVerified: boolean;
  /** User group; 3 and 4 see the crown icon. */
  group: number;
  usercode: string;
  balance: number;
  /** Players with betco access get a non-empty betcoUrl at login. */
  betcoAccess: boolean;
  countryId: number;
  personalNo: string | null;
  /** year-month-day, or null when registered through the fast form. */
  birthDate: string | null;
  /** A trial bonus was ticked at register time and not yet credited. */
  trialBonusPending: boolean;
  trialBonusUsed: boolean;
  createdAt: number;
}

export interface DemoAccount {
  username: string;
  password: string;
  description: string;
}

const demoPassword = 'secret1';

/** The seeded players, documented in docs/api.md and printed by the CLI. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'player1',
    password: demoPassword,
    description: 'plain player (Ahmet Yılmaz), 1.500 TL',
  },
  {
    username: 'betco1',
    password: demoPassword,
    description: 'player with betco access (Mehmet Kaya)',
  },
  {
    username: 'vip1',
    password: demoPassword,
    description: 'VIP player in user group 3 (Ayşe Demir)',
  },
  {
    username: 'newbie1',
    password: demoPassword,
    description: 'new player, phone not verified, trial bonus unused (Zeynep Şahin)',
  },
];

function demoAccount(
  fields: Partial<Account> & Pick<Account, 'username' | 'name' | 'surname'>,
): Account {
  return {
    password: demoPassword,
    email: `${fields.username}@ornek.com.tr`,
    phone: '905321234567',
    smsVerified: true,
    group: 1,
    usercode: '100000',
    balance: 0,
    betcoAccess: false,
    countryId: 235,
    personalNo: null,
    birthDate: null,
    trialBonusPending: false,
    trialBonusUsed: true,
    createdAt: 0,
    ...fields,
  };
}

function seedAccounts(createdAt: number): Account[] {
  return [
    demoAccount({
      username: 'player1',
      name: 'Ahmet',
      surname: 'Yılmaz',
      usercode: '104527',
      balance: 1500,
      phone: '905321234567',
      personalNo: '10000000146',
      birthDate: '1988-04-12',
      createdAt,
    }),
    demoAccount({
      username: 'betco1',
      name: 'Mehmet',
      surname: 'Kaya',
      usercode: '104528',
      balance: 4250.5,
      phone: '905331112233',
      betcoAccess: true,
      createdAt,
    }),
    demoAccount({
      username: 'vip1',
      name: 'Ayşe',
      surname: 'Demir',
      usercode: '100017',
      balance: 87500,
      phone: '905359876543',
      group: 3,
      createdAt,
    }),
    demoAccount({
      username: 'newbie1',
      name: 'Zeynep',
      surname: 'Şahin',
      usercode: '109311',
      balance: 0,
      phone: '905441234500',
      smsVerified: false,
      trialBonusUsed: false,
      createdAt,
    }),
  ];
}

export interface AccountStore {
  find(username: string): Account | undefined;
  findByEmail(email: string): Account | undefined;
  findByPhone(phone: string): Account | undefined;
  /** Throws if the username is taken; callers check duplicates first to answer nicely. */
  add(account: Omit<Account, 'usercode' | 'createdAt'>): Account;
  all(): Account[];
}

export function createAccountStore(now: () => number): AccountStore {
  const byUsername = new Map<string, Account>();
  for (const account of seedAccounts(now())) byUsername.set(key(account.username), account);
  let nextUsercode = 110000;

  return {
    find: (username) => byUsername.get(key(username)),
    findByEmail: (email) => [...byUsername.values()].find((a) => key(a.email) === key(email)),
    findByPhone: (phone) => [...byUsername.values()].find((a) => a.phone === phone),
    add(fields) {
      if (byUsername.has(key(fields.username)))
        throw new Error(`username ${fields.username} exists`);
      const account: Account = { ...fields, usercode: String(nextUsercode++), createdAt: now() };
      byUsername.set(key(account.username), account);
      return account;
    },
    all: () => [...byUsername.values()],
  };
}

// Usernames and e-mails compare case-insensitively, as on the real site.
function key(value: string): string {
  return value.trim().toLocaleLowerCase('tr');
}
