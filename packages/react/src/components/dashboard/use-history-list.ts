import { useStore } from '@nanostores/react';
import type { HistoryList, HistoryState } from '@site/core/account';
import { useEffect } from 'react';

/**
 * The list's state; loads it each time the page mounts, keeping the filter and page the player
 * chose, so a deposit made meanwhile shows when they come back.
 */
export function useHistoryList<T>(list: HistoryList<T>): HistoryState<T> {
  const state = useStore(list.$state);
  useEffect(() => {
    void list.load();
  }, [list]);
  return state;
}
