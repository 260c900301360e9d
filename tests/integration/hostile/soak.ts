// The soak: a logged-in player's site on the dev server for simulated minutes: balance polls
// (3 s), live feed refreshes (60 s), odds and notification pushes, and hub connections cut
// every so often (each comes back through the client's reconnect). Returns the figures the
// soak test enforces and `pnpm bench` prints.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { listenerCount as listenersOf } from '@site/core/testing';
import { flush, hostileWorld } from './hostile-world';

export interface SoakFigures {
  simulatedMinutes: number;
  reconnects: number;
  balancePolls: number;
  pushes: number;
  heapGrowthMb: number;
  listeners: { baseline: number; after: number };
  sockets: { baseline: number; after: number };
}

// A full collection before each reading, so the figure is what is still held, not garbage.
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const heapMb = () => {
  collect();
  collect();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

export async function runSoak(options: {
  minutes: number;
  reconnects: number;
}): Promise<SoakFigures> {
  const w = hostileWorld();
  const { site, server, env } = w;
  await site.start();
  await site.session.login({ username: 'player1', password: 'secret1' });
  const stops = [
    site.balance.$balance.listen(() => {}),
    site.notifications.$notifications.listen(() => {}),
    site.sportsbook.live.$liveFeed.listen(() => {}),
    site.betSlip.$oddList.listen(() => {}),
  ];
  let reconnects = 0;
  site.realtime.on('reconnected', () => {
    reconnects++;
  });
  await flush();
  const listenerCount = () => listenersOf(site.realtime) + listenersOf(site.notifications);
  const sockets = () => server.hubs.connections().filter((c) => c.handshakeDone).length;
  // Both hubs (frnotify, sbnotify) connected before each reading (a busy machine is slow).
  const bothHubs = async () => {
    const until = Date.now() + 10_000;
    while (sockets() < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  };
  await bothHubs();
  const baseline = { listeners: listenerCount(), sockets: sockets(), heap: heapMb() };

  const stepMs = 3000;
  const steps = (options.minutes * 60_000) / stepMs;
  const dropEvery = Math.max(1, Math.floor(steps / options.reconnects));
  let pushes = 0;
  for (let step = 1; step <= steps; step++) {
    env.clock.advance(stepMs);
    server.hubs.broadcast('sbnotify', 'oddChanged', [{ id: step, odd: 1.5, changeType: 1 }]);
    pushes++;
    if (step % 20 === 0) {
      server.control.notify('player1', { title: `Bildirim ${step}`, note: 'Soak' });
      pushes++;
    }
    if (step % dropEvery === 0 && reconnects < options.reconnects) {
      server.hubs.drop('*');
      await flush(5);
      env.clock.advance(0);
    }
    await flush(4);
  }
  // Let the last reconnect and poll settle.
  for (const delay of [0, 2000]) {
    env.clock.advance(delay);
    await flush();
  }
  await bothHubs();
  const after = { listeners: listenerCount(), sockets: sockets(), heap: heapMb() };
  const balancePolls = w.count('/api/user/balance');
  for (const stop of stops) stop();
  server.close();
  return {
    simulatedMinutes: options.minutes,
    reconnects,
    balancePolls,
    pushes,
    heapGrowthMb: Number((after.heap - baseline.heap).toFixed(1)),
    listeners: { baseline: baseline.listeners, after: after.listeners },
    sockets: { baseline: baseline.sockets, after: after.sockets },
  };
}

export function describeSoak(figures: SoakFigures): string {
  return `soak: ${figures.simulatedMinutes} simulated min, ${figures.reconnects} hub reconnects, ${figures.balancePolls} balance polls, ${figures.pushes} pushes; heap ${figures.heapGrowthMb >= 0 ? '+' : ''}${figures.heapGrowthMb} MB; listeners ${figures.listeners.baseline} → ${figures.listeners.after}; sockets ${figures.sockets.baseline} → ${figures.sockets.after}`;
}
