import type { Locale, Localized } from '../http/locale';

/** Field types of spec 000 section 3: String 1, Int 2, Long 3, Decimal 4, Bool 5, DateTime 6, Dropdown 7. */
export const FieldType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const;
export type FieldType = (typeof FieldType)[keyof typeof FieldType];
export type FieldTypeName = keyof typeof FieldType;

/** Transaction type of spec 000: Deposit 1, Withdraw 2. */
export const TransactionType = { Deposit: 1, Withdraw: 2 } as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

/**
 * How a deposit answers: `redirect` gives an http URL to the stand-in payment page (the client
 * opens it in a new tab); `message` gives a text and the money arrives a little later.
 */
export type DepositFlow = 'redirect' | 'message';

interface FieldSeed {
  key: string;
  type: FieldTypeName;
  label: Localized;
  /** imask pattern ('0' a digit, 'a' a letter, '*' anything, other characters literal); null for none. */
  mask: string | null;
  placeholder?: Localized;
  options?: { id: number | string; name: Localized }[];
}

interface MethodSeed {
  id: number;
  type: TransactionType;
  name: Localized;
  flow: DepositFlow;
  min: number;
  max: number;
  fields: FieldSeed[];
}

// The amount field every method has: Decimal, shown as Turkish lira by the client.
const amount: FieldSeed = {
  key: 'Amount',
  type: 'Decimal',
  label: { tr: 'Tutar', en: 'Amount' },
  mask: null,
  placeholder: { tr: '₺0,00', en: '₺0.00' },
};
const nameSurname: FieldSeed = {
  key: 'NameSurname',
  type: 'String',
  label: { tr: 'Ad Soyad', en: 'Full name' },
  mask: null,
};
const paparaNo: FieldSeed = {
  key: 'PaparaNo',
  type: 'Long',
  label: { tr: 'Papara numarası', en: 'Papara number' },
  mask: '0000000000',
};
const network: FieldSeed = {
  key: 'Network',
  type: 'Dropdown',
  label: { tr: 'Ağ', en: 'Network' },
  mask: null,
  // Non-numeric ids on purpose: the client converts a dropdown to a number only when numeric.
  options: [
    { id: 'TRC20', name: { tr: 'Tron (TRC20)', en: 'Tron (TRC20)' } },
    { id: 'ERC20', name: { tr: 'Ethereum (ERC20)', en: 'Ethereum (ERC20)' } },
  ],
};
const bank: FieldSeed = {
  key: 'BankId',
  type: 'Dropdown',
  label: { tr: 'Banka', en: 'Bank' },
  mask: null,
  options: [
    { id: 1, name: { tr: 'Ziraat Bankası', en: 'Ziraat Bankası' } },
    { id: 2, name: { tr: 'Garanti BBVA', en: 'Garanti BBVA' } },
    { id: 3, name: { tr: 'İş Bankası', en: 'İş Bankası' } },
    { id: 4, name: { tr: 'Yapı Kredi', en: 'Yapı Kredi' } },
    { id: 5, name: { tr: 'Akbank', en: 'Akbank' } },
  ],
};

/** Deposit methods 1-5, withdraw methods 11-13. Method 5 is under maintenance: its detail is empty. */
const methods: MethodSeed[] = [
  {
    id: 1,
    type: 1,
    name: { tr: 'Havale / EFT', en: 'Bank transfer' },
    flow: 'message',
    min: 100,
    max: 50_000,
    fields: [amount, bank, nameSurname],
  },
  {
    id: 2,
    type: 1,
    name: { tr: 'Papara', en: 'Papara' },
    flow: 'redirect',
    min: 50,
    max: 25_000,
    fields: [amount, paparaNo],
  },
  {
    id: 3,
    type: 1,
    name: { tr: 'Kredi Kartı', en: 'Credit card' },
    flow: 'redirect',
    min: 100,
    max: 10_000,
    fields: [
      amount,
      {
        key: 'Installments',
        type: 'Int',
        label: { tr: 'Taksit sayısı', en: 'Instalments' },
        mask: '00',
        placeholder: { tr: '1', en: '1' },
      },
    ],
  },
  {
    id: 4,
    type: 1,
    name: { tr: 'Kripto (USDT)', en: 'Crypto (USDT)' },
    flow: 'message',
    min: 250,
    max: 250_000,
    fields: [amount, network],
  },
  {
    id: 5,
    type: 1,
    name: { tr: 'QR ile Öde (bakımda)', en: 'Pay by QR (maintenance)' },
    flow: 'message',
    min: 50,
    max: 5_000,
    fields: [],
  },
  {
    id: 11,
    type: 2,
    name: { tr: 'Banka Havalesi', en: 'Bank transfer' },
    flow: 'message',
    min: 100,
    max: 100_000,
    fields: [
      amount,
      {
        key: 'Iban',
        type: 'String',
        label: { tr: 'IBAN', en: 'IBAN' },
        mask: 'TR00 0000 0000 0000 0000 0000 00',
        placeholder: {
          tr: 'TR00 0000 0000 0000 0000 0000 00',
          en: 'TR00 0000 0000 0000 0000 0000 00',
        },
      },
      nameSurname,
      {
        key: 'TcNo',
        type: 'Long',
        label: { tr: 'TC kimlik no', en: 'National ID' },
        mask: '00000000000',
      },
    ],
  },
  {
    id: 12,
    type: 2,
    name: { tr: 'Papara', en: 'Papara' },
    flow: 'message',
    min: 50,
    max: 50_000,
    fields: [amount, paparaNo],
  },
  {
    id: 13,
    type: 2,
    name: { tr: 'Kripto (USDT)', en: 'Crypto (USDT)' },
    flow: 'message',
    min: 500,
    max: 500_000,
    fields: [
      amount,
      {
        key: 'WalletAddress',
        type: 'String',
        label: { tr: 'Cüzdan adresi', en: 'Wallet address' },
        mask: null,
      },
      network,
    ],
  },
];

export interface PaymentMethod {
  id: number;
  type: TransactionType;
  name: string;
  /** Extension: how a deposit answers (redirect URL or message). */
  flow: DepositFlow;
  min: number;
  max: number;
  logoUrl: string;
}

export interface PaymentField {
  key: string;
  /** The numeric field type (String 1, Int 2, Long 3, Decimal 4, Dropdown 7). */
  objectType: FieldType;
  /** Extension: the type's name, for readability. */
  objectTypeName: FieldTypeName;
  /** Extension: a label in the request's language. */
  name: string;
  option: { id: number | string; name: string }[];
  mask: string | null;
  placeholder: string;
  /** Extension: bounds of the Amount field. */
  min?: number;
  max?: number;
}

export function findMethod(id: number) {
  return methods.find((m) => m.id === id);
}

export type MethodDefinition = MethodSeed;

export function listMethods(origin: string, locale: Locale): PaymentMethod[] {
  return methods.map((m) => ({
    id: m.id,
    type: m.type,
    name: m.name[locale],
    flow: m.flow,
    min: m.min,
    max: m.max,
    logoUrl: `${origin}/assets/payment/${m.id}.svg?lang=${locale}`,
  }));
}

export function fieldsOf(method: MethodSeed, locale: Locale): PaymentField[] {
  return method.fields.map((field) => ({
    key: field.key,
    objectType: FieldType[field.type],
    objectTypeName: field.type,
    name: field.label[locale],
    option: (field.options ?? []).map((o) => ({ id: o.id, name: o.name[locale] })),
    mask: field.mask,
    placeholder: field.placeholder?.[locale] ?? '',
    ...(field.key === 'Amount' ? { min: method.min, max: method.max } : {}),
  }));
}

export function methodArt(id: number, locale: Locale) {
  const method = findMethod(id);
  return method ? { title: method.name[locale], subtitle: '', hue: (id * 83) % 360 } : undefined;
}
