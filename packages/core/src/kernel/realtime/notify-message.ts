import * as v from 'valibot';
import { SiteError } from '../errors/site-error';

/** The one client method the hubs call. */
export const NOTIFY_METHOD = 'NotifyMessage';

// `{ command, message }` as the dev server sends it; spec 001 also names it `cmd` with `items`.
const envelopeSchema = v.pipe(
  v.object({
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

/** Validates one `NotifyMessage` argument; registered commands get their payload schema. */
export function parseNotifyMessage(
  argument: unknown,
  schemas: ReadonlyMap<string, v.GenericSchema>,
): ParsedPush {
  const envelope = v.safeParse(envelopeSchema, decoded(argument));
  if (!envelope.success) return { ok: false, error: malformed('NotifyMessage', envelope.issues) };
  const { command } = envelope.output;
  const message = decoded(envelope.output.message);
  // A Map: a command named like an Object.prototype member is just an unknown command.
  const schema = schemas.get(command);
  if (!schema) return { ok: true, command, payload: message };
  const payload = v.safeParse(schema, message);
  if (!payload.success)
    return { ok: false, error: malformed(`NotifyMessage ${command}`, payload.issues) };
  return { ok: true, command, payload: payload.output };
}
