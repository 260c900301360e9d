type Immediate = (callback: () => void) => unknown;

/**
 * Lets pending work settle: each round waits one macrotask turn (`setImmediate` in Node, else
 * `setTimeout(0)`), so promise chains through fetch → the HTTP client → a store's `set` all run. Tests call
 * this instead of counting `await`s; 20 rounds cover the deepest chain in the core.
 *
 * @internal For this repo's tests that hold a server answer on purpose (`site.settled()` would
 * wait for it); other tests await `site.settled()` or the state the player sees.
 */
export async function flushMicrotasks(rounds = 20): Promise<void> {
  // Read off globalThis: the published testing entry also runs in browsers, which lack it.
  const immediate = (globalThis as { setImmediate?: Immediate }).setImmediate;
  const turn = immediate
    ? () => new Promise<void>((resolve) => immediate(resolve))
    : () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < rounds; i++) await turn();
}
