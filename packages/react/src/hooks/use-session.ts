import { useStore } from '@nanostores/react';
import type { SessionState } from '@site/core';
import { useSite } from './use-site';

export function useSession(): SessionState {
  return useStore(useSite().session.$session);
}

/** The live balance (polled by the core while this is rendered and a player is logged in). */
export function useBalance(): number | null {
  return useStore(useSite().balance.$balance);
}
