import {
  NOTIFICATION_KINDS,
  type NotificationIcon,
  type NotificationKind,
} from './notification.types';

const KIND_BY_CODE = new Map<number, NotificationKind>(
  Object.entries(NOTIFICATION_KINDS).map(([name, code]) => [code, name as NotificationKind]),
);

/** The kind of a server `type`: its numeric code or its name (any case); unknown → System. */
export function kindOf(type: number | string | null | undefined): NotificationKind {
  if (typeof type === 'number') return KIND_BY_CODE.get(type) ?? 'System';
  if (typeof type !== 'string') return 'System';
  const numeric = Number(type);
  if (type.trim() !== '' && Number.isInteger(numeric)) return kindOf(numeric);
  const name = Object.keys(NOTIFICATION_KINDS).find(
    (kind) => kind.toLowerCase() === type.trim().toLowerCase(),
  );
  return (name as NotificationKind | undefined) ?? 'System';
}

const ICONS: Partial<Record<NotificationKind, NotificationIcon>> = {
  Bonus: 'giftbox',
  Deposit: 'arrow-up',
  Withdraw: 'down-arrow',
  Bet: 'coupon',
};

/**
 * Spec 000 §3: Bonus → giftbox, Deposit → arrow-up, Withdraw → down-arrow, anything else
 * system; a settled bet (the extension kind Bet) → coupon.
 */
export function iconOf(kind: NotificationKind): NotificationIcon {
  return ICONS[kind] ?? 'system';
}
