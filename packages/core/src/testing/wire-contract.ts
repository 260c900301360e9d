import * as v from 'valibot';
import { paymentMethodsSchema } from '../account/payments/payments.types';
import { gameListSchema, gameListsSchema } from '../casino/game.schema';
import { bootstrapSchema } from '../kernel/bootstrap/bootstrap.schema';
import { envelopeSchema } from '../kernel/http/envelope';
import { balanceSchema } from '../kernel/session/balance';
import { authDataSchema } from '../kernel/session/session.types';
import { notificationListSchema } from '../shell/notifications/notification.schema';
import { NOTIFICATION_TAKE } from '../shell/notifications/notification.types';
import { betSettledSchema } from '../sportsbook/bet-slip/bet-settled';
import { betSlipSchema, calculationSchema } from '../sportsbook/bet-slip/bet-slip.schemas';
import {
  competitionEventsSchema,
  feedEventSchema,
  liveCategorySchema,
  liveLeagueSchema,
  popularCompetitionSchema,
  prematchSportSchema,
  searchResultSchema,
} from '../sportsbook/feed.schemas';
import { oddChangeBatchSchema } from '../sportsbook/odds-stream.types';

/** Who makes the call: a visitor (anonymous token) or a logged-in player. */
export type WireCaller = 'visitor' | 'player';

/** One call the core makes and the schema it validates the answer's `data` with. */
export interface WireCall {
  name: string;
  method: 'GET' | 'POST';
  /** Path from the site's origin, e.g. `/sbapi/api/feed/livecategorylist`. */
  path: string;
  body?: unknown;
  caller: WireCaller;
  schema: v.GenericSchema;
}

const sb = '/sbapi/api/';

/**
 * The calls of the core whose answers carry data, with the schemas the core checks them with.
 * A back end (the dev server, or an operator's own gateway) that answers these so that
 * `checkWireAnswer` finds nothing speaks the SDK's contract. Ids come from earlier answers.
 */
export function wireCalls(ids: { sportId: number; competitionId: number }): WireCall[] {
  return [
    {
      name: 'cms/grouped',
      method: 'GET',
      path: '/api/cms/grouped',
      caller: 'visitor',
      schema: bootstrapSchema,
    },
    {
      name: 'user/balance',
      method: 'GET',
      path: '/api/user/balance',
      caller: 'player',
      schema: balanceSchema,
    },
    {
      name: 'customer/notification',
      method: 'POST',
      path: '/api/customer/notification',
      body: { skip: 0, take: NOTIFICATION_TAKE },
      caller: 'player',
      schema: notificationListSchema,
    },
    {
      name: 'payment/methods',
      method: 'GET',
      path: '/api/payment/methods',
      caller: 'player',
      schema: paymentMethodsSchema,
    },
    {
      name: 'feed/livecategorylist',
      method: 'GET',
      path: `${sb}feed/livecategorylist`,
      caller: 'visitor',
      schema: v.array(liveCategorySchema),
    },
    {
      name: 'feed/liveeventlist',
      method: 'POST',
      path: `${sb}feed/liveeventlist`,
      body: { sportId: ids.sportId, skip: 0, take: 200 },
      caller: 'visitor',
      schema: v.array(liveLeagueSchema),
    },
    {
      name: 'feed/categorylist',
      method: 'GET',
      path: `${sb}feed/categorylist`,
      caller: 'visitor',
      schema: v.array(prematchSportSchema),
    },
    {
      name: 'feed/eventlist',
      method: 'POST',
      path: `${sb}feed/eventlist`,
      body: { sportId: ids.sportId, competitionId: ids.competitionId, skip: 0, take: 100 },
      caller: 'visitor',
      schema: competitionEventsSchema,
    },
    {
      name: 'feed/searchupcoming',
      method: 'POST',
      path: `${sb}feed/searchupcoming`,
      body: { teamName: 'ar' },
      caller: 'visitor',
      schema: v.array(searchResultSchema),
    },
    {
      name: 'sportsbook/popularevents',
      method: 'GET',
      path: `${sb}sportsbook/popularevents`,
      caller: 'visitor',
      schema: v.array(feedEventSchema),
    },
    {
      name: 'sportsbook/popularcompetitions',
      method: 'GET',
      path: `${sb}sportsbook/popularcompetitions`,
      caller: 'visitor',
      schema: v.array(popularCompetitionSchema),
    },
    {
      name: 'sportsbook/betslip',
      method: 'GET',
      path: `${sb}sportsbook/betslip`,
      caller: 'player',
      schema: betSlipSchema,
    },
    {
      name: 'casino/games',
      method: 'POST',
      path: '/api/casino/games',
      body: { search: 'a', live: false },
      caller: 'visitor',
      schema: gameListsSchema,
    },
    {
      name: 'casino/categorygames',
      method: 'POST',
      path: '/api/casino/categorygames',
      body: { systemCategory: [1] },
      caller: 'visitor',
      schema: gameListSchema,
    },
  ];
}

/** The wire schemas for answers that are not a `WireCall` (login, hub pushes). */
export const wireSchemas = {
  envelope: envelopeSchema,
  authData: authDataSchema,
  liveCategories: v.array(liveCategorySchema),
  prematchSports: v.array(prematchSportSchema),
  oddChangedBatch: oddChangeBatchSchema,
  /** The `betSettled` push (issue 21, extension). */
  betSettled: betSettledSchema,
  /** sportsbook/calculate: needs odds on the player's slip first. */
  calculation: calculationSchema,
} as const;

/**
 * Problems of one answer body against the contract: not an envelope, `success: false`, or
 * `data` the schema refuses (`path: message` per issue). Empty when the answer is good.
 */
export function checkWireAnswer(schema: v.GenericSchema, body: unknown): string[] {
  const envelope = v.safeParse(envelopeSchema, body);
  if (!envelope.success) return ['(envelope): not {success, message, data}'];
  if (!envelope.output.success) return [`success false: ${envelope.output.message ?? ''}`];
  return checkWireData(schema, envelope.output.data);
}

/** Problems of a bare value (a hub push's argument) against a schema. */
export function checkWireData(schema: v.GenericSchema, data: unknown): string[] {
  const result = v.safeParse(schema, data);
  return result.success
    ? []
    : result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}
