/** A minimal typed event emitter: `on` returns its own unsubscribe function. */
export interface Emitter<TEvents extends Record<string, unknown>> {
  on<K extends keyof TEvents>(event: K, listener: (payload: TEvents[K]) => void): () => void;
  emit<K extends keyof TEvents>(event: K, payload: TEvents[K]): void;
}

/** The emitter with its listener count (leak checks; not on the public `Emitter` type). */
export function createEmitter<TEvents extends Record<string, unknown>>(): Emitter<TEvents> & {
  listenerCount(): number;
} {
  const listeners = new Map<keyof TEvents, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as (payload: never) => void);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        (listener as (value: typeof payload) => void)(payload);
      }
    },
    listenerCount() {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },
  };
}
