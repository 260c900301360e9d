import type { StatusTone } from './history-texts';

/** A status in words with a tone colour; the word carries the meaning, the colour only helps. */
export function StatusChip({ tone, children }: { tone: StatusTone; children: string }) {
  return <span className={`site-status-chip site-status-chip--${tone}`}>{children}</span>;
}
