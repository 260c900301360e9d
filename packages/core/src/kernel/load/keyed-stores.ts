/**
 * One store per key, made on the first ask and kept for the site's life: `$categoryGames(7)`
 * asked by two components is one store, so one load (the store's own `refreshWhileWatched`
 * decides when it loads). The keyed resources (category games, event markets) are built on it.
 */
export function keyedStores<K, S>(create: (key: K) => S): (key: K) => S {
  const stores = new Map<K, S>();
  return (key) => {
    let store = stores.get(key);
    if (store === undefined) {
      store = create(key);
      stores.set(key, store);
    }
    return store;
  };
}
