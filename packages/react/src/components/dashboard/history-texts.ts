import { BetStatus, BetType, PlatformCode, SelectionResult, WinOrBet } from '@site/core';
import { ProcessStatus, TransactionStatus, TransactionType } from '@site/core/account';
import type { TranslationFunctions } from '../../i18n/i18n-types';

type Labels = Record<string, () => string>;

/** The label of an enumeration value: its name in the core's enumeration, then the dictionary. */
function labelOf(enumeration: Record<string, number>, labels: Labels, value: number): string {
  const name = Object.keys(enumeration).find((key) => enumeration[key] === value);
  return (name && labels[name]?.()) || String(value);
}

/** Every spec 001 §3 enumeration a history page shows, as text in the current language. */
export function enumLabels(LL: TranslationFunctions) {
  const h = LL.history;
  return {
    transactionType: (v: number) => labelOf(TransactionType, h.transactionType, v),
    transactionStatus: (v: number) => labelOf(TransactionStatus, h.transactionStatus, v),
    processStatus: (v: number) => labelOf(ProcessStatus, h.processStatus, v),
    winOrBet: (v: number) => labelOf(WinOrBet, h.winOrBet, v),
    betStatus: (v: number) => labelOf(BetStatus, h.betStatus, v),
    selectionResult: (v: number) => labelOf(SelectionResult, h.selectionResult, v),
    betType: (v: number) => labelOf(BetType, h.betType, v),
    platform: (v: number) => labelOf(PlatformCode, h.platform, v),
  };
}

/** A tone for a status chip: settled well, waiting, or went wrong. */
export type StatusTone = 'positive' | 'pending' | 'negative' | 'neutral';

export function transactionTone(status: number): StatusTone {
  if (status === TransactionStatus.Confirmed) return 'positive';
  if (status === TransactionStatus.Pending || status === TransactionStatus.Created)
    return 'pending';
  if (status === TransactionStatus.Rejected || status === TransactionStatus.Cancelled)
    return 'negative';
  return 'neutral';
}

export function processTone(status: number): StatusTone {
  if (status === ProcessStatus.Completed) return 'positive';
  if (status === ProcessStatus.Processing) return 'pending';
  return 'negative';
}

export function betTone(status: number): StatusTone {
  if (status === BetStatus.Won || status === BetStatus.Cashout) return 'positive';
  if (status === BetStatus.Accepted || status === BetStatus.Processing) return 'pending';
  if (status === BetStatus.Lost) return 'negative';
  return 'neutral';
}

export function selectionTone(result: number): StatusTone {
  if (result === SelectionResult.Correct) return 'positive';
  if (result === SelectionResult.Pending) return 'pending';
  if (result === SelectionResult.Wrong) return 'negative';
  return 'neutral';
}
