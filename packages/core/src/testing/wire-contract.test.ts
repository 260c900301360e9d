import { describe, expect, it } from 'vitest';
import { paymentMethodsSchema } from '../account/payments/payments.types';
import { gameListSchema, gameListsSchema } from '../casino/game.schema';
import { bootstrapSchema } from '../kernel/bootstrap/bootstrap.schema';
import { balanceSchema } from '../kernel/session/balance';
import { authDataSchema } from '../kernel/session/session.types';
import { notificationListSchema } from '../shell/notifications/notification.schema';
import { betSlipSchema, calculationSchema } from '../sportsbook/bet-slip/bet-slip.schemas';
import { oddChangeBatchSchema } from '../sportsbook/odds-stream.types';
import { wireCalls, wireSchemas } from './wire-contract';

// The contract must check answers with the very objects the modules validate with, so a change
// to a module's schema changes the contract too (tests/integration/dev-server-contract.test.ts).
describe('wire contract', () => {
  it('uses the schema objects the core validates with', () => {
    const byName = Object.fromEntries(
      wireCalls({ sportId: 1, competitionId: 1 }).map((call) => [call.name, call.schema]),
    );
    expect(byName['cms/grouped']).toBe(bootstrapSchema);
    expect(byName['user/balance']).toBe(balanceSchema);
    expect(byName['customer/notification']).toBe(notificationListSchema);
    expect(byName['payment/methods']).toBe(paymentMethodsSchema);
    expect(byName['sportsbook/betslip']).toBe(betSlipSchema);
    expect(byName['casino/games']).toBe(gameListsSchema);
    expect(byName['casino/categorygames']).toBe(gameListSchema);
    expect(wireSchemas.authData).toBe(authDataSchema);
    expect(wireSchemas.calculation).toBe(calculationSchema);
    expect(wireSchemas.oddChangedBatch).toBe(oddChangeBatchSchema);
  });
});
