import * as v from 'valibot';
import { stringOrNumber } from '../../kernel/schemas/scalars';
import type { Notification } from './notification.types';
import { iconOf, kindOf } from './notification-kind';
import { parseUtcTimestamp } from './notification-time';

const text = v.pipe(v.nullish(v.string(), ''), v.transform(String));

/** One notification of `customer/notification` or of a pushed `Notification` command. */
export const notificationSchema = v.pipe(
  v.object({
    id: v.pipe(v.number(), v.integer()),
    title: text,
    note: text,
    type: v.nullish(stringOrNumber),
    timeStamp: v.pipe(
      v.string(),
      v.check((stamp) => parseUtcTimestamp(stamp) !== undefined, 'timeStamp is not a date'),
    ),
    isRead: v.nullish(v.boolean(), false),
  }),
  v.transform((raw): Notification => {
    const kind = kindOf(raw.type);
    return {
      id: raw.id,
      title: raw.title,
      note: raw.note,
      kind,
      icon: iconOf(kind),
      time: parseUtcTimestamp(raw.timeStamp) ?? 0,
      isRead: raw.isRead,
    };
  }),
);

export const notificationListSchema = v.array(notificationSchema);
