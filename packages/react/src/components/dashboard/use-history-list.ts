import { useStore } from '@nanostores/react';
import type { HistoryList, HistoryState } from '@site/core';
import { useEffect } from 'react';

/** The list's state; loads it when the page mounts (and again when the list changes). */
export function useHistoryList<T>(list: HistoryList<T>): HistoryState<T> {
  const state = useStore(list.$state);
  useEffect(() => {
    if (list.$state.get().status === 'idle') void list.load();
  }, [list]);
  return state;
}
