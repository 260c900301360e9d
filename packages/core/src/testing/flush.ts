/**
 * Lets pending work settle: each round waits one macrotask turn (`setImmediate` in Node, else
 * `setTimeout(0)`), so promise chains through fetch → ky → a store's `set` all run. Tests call
 * this instead of counting `await`s; 20 rounds cover the deepest chain in the core.
 */
export async function flushMicrotasks(rounds = 20): Promise<void> {
  const turn =
    typeof setImmediate === 'function'
      ? () => new Promise<void>((resolve) => setImmediate(resolve))
      : () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < rounds; i++) await turn();
}
