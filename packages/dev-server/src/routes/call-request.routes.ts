import { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { fail, failWith, ok, readBody } from '../http/envelope';
import { asString, firstProblem, length } from '../http/validate';

/** Contact types of spec 000: Phone 1, Whatsapp 2, Telegram 3, Email 4. */
const contactTypes = [1, 2, 3, 4];

export interface CallRequest {
  id: number;
  name: string;
  /** Composed by the client: "Mesaj: … | Kullanıcı adı: … | Seçilen saat: …". */
  message: string;
  contacts: { type: number; contact: string }[];
  /** The caller's username when logged in. */
  username: string | undefined;
  createdAt: number;
}

/** cms/callme: stores call requests (visitors too); listed by GET /dev/call-requests. */
export function callRequestRoutes(ctx: ServerContext, store: CallRequest[]) {
  const routes = new Hono<AppEnv>();

  routes.post('/cms/callme', async (c) => {
    const body = await readBody(c);
    const contacts = Array.isArray(body.contacts)
      ? (body.contacts as Record<string, unknown>[])
      : [];
    // The message is composed from three parts, so it may be longer than the 100 of the form field.
    const problem = firstProblem(
      length('name', body.name, 5, 30),
      length('message', body.message, 5, 500),
    );
    if (problem) return failWith(c, problem);
    if (contacts.length === 0) return fail(c, 'noContacts');
    if (contacts.length > 5) return fail(c, 'tooManyContacts');
    for (const contact of contacts) {
      if (!contactTypes.includes(Number(contact?.type)))
        return failWith(c, { key: 'fieldFormat', field: 'contact', params: {} });
      const contactProblem = length('contact', contact?.contact, 5, 30);
      if (contactProblem) return failWith(c, contactProblem);
    }
    const caller = c.get('caller');
    const request: CallRequest = {
      id: store.length + 1,
      name: asString(body.name),
      message: asString(body.message),
      contacts: contacts.map((contact) => ({
        type: Number(contact.type),
        contact: asString(contact.contact),
      })),
      username: caller.kind === 'player' ? caller.username : undefined,
      createdAt: ctx.clock.now(),
    };
    store.push(request);
    ctx.log(`call request #${request.id} from ${request.name}: ${request.message}`);
    return ok(c, { id: request.id }, 'callRequestOk');
  });

  return routes;
}
