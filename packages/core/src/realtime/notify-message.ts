import * as v from 'valibot';
import { SiteError } from '../errors/site-error';
import { notificationSchema } from '../notifications/notification.schema';
import type { Notification } from '../notifications/notification.types';

/** The one client method the hubs call. */
export const NOTIFY_METHOD = 'NotifyMessage';

/** Spec 001 §3: one entry of an `oddChanged` push; changeType 1 up, -1 down. */
export const oddChangeSchema = v.object({
  id: v.number(),
  odd: v.pipe(v.number(), v.finite()),
  changeType: v.picklist([1, -1]),
});
export type OddChange = v.InferOutput<typeof oddChangeSchema>;

// Only the list itself is checked here: one bad entry must not cost the whole batch, and the
// odds stream checks each entry by hand on its hot path (see sportsbook/odds-stream.ts).
const oddChangedMessageSchema = v.array(v.unknown());

/**
 * Payloads of the commands the core knows; any other command is passed on unchecked.
 * `oddChanged` is checked as a list only: read each entry with `oddChangeSchema` (or hand the
 * batch to `sportsbook.odds.applyOddChanges`, which skips malformed entries).
 */
export interface KnownCommands {
  Notification: Notification;
  oddChanged: unknown[];
}

const COMMAND_SCHEMAS: { [K in keyof KnownCommands]: v.GenericSchema<unknown, KnownCommands[K]> } =
  {
    Notification: notificationSchema,
    oddChanged: oddChangedMessageSchema,
  };

// `{ command, message }` as the dev server sends it; spec 001 also names it `cmd` with `items`.
const envelopeSchema = v.pipe(
  v.looseObject({
    command: v.optional(v.string()),
    cmd: v.optional(v.string()),
    message: v.optional(v.unknown()),
    items: v.optional(v.unknown()),
  }),
  v.transform((raw) => ({
    command: raw.command ?? raw.cmd ?? '',
    message: raw.message ?? raw.items ?? null,
  })),
  v.check((envelope) => envelope.command !== '', 'command is missing'),
);

export type ParsedPush =
  | { ok: true; command: string; payload: unknown }
  | { ok: false; error: SiteError };

/** Some servers send the message as JSON text; read it as the value it encodes. */
function decoded(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function malformed(detail: string, issues: readonly v.BaseIssue<unknown>[]): SiteError {
  const where = issues[0] ? `${v.getDotPath(issues[0]) ?? '(root)'}: ${issues[0].message}` : '';
  return new SiteError('malformed', `errors.malformed: ${detail} ${where}`.trim());
}

/** Validates one `NotifyMessage` argument; known commands get their payload schema. */
export function parseNotifyMessage(argument: unknown): ParsedPush {
  const envelope = v.safeParse(envelopeSchema, decoded(argument));
  if (!envelope.success) return { ok: false, error: malformed('NotifyMessage', envelope.issues) };
  const { command } = envelope.output;
  const message = decoded(envelope.output.message);
  // hasOwn: a command named like an Object.prototype member is just an unknown command.
  if (!Object.hasOwn(COMMAND_SCHEMAS, command)) return { ok: true, command, payload: message };
  const schema: v.GenericSchema = COMMAND_SCHEMAS[command as keyof KnownCommands];
  const payload = v.safeParse(schema, message);
  if (!payload.success)
    return { ok: false, error: malformed(`NotifyMessage ${command}`, payload.issues) };
  return { ok: true, command, payload: payload.output };
}
