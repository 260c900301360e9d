import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { setupSlip } from './bet-slip.test-support';
import { createIdMembership } from './id-membership';

describe('per-id membership stores ($inSlip)', () => {
  it('tells only the ids that entered or left the set', () => {
    const $set = atom<ReadonlySet<number>>(new Set([1]));
    const member = createIdMembership($set);
    const told: string[] = [];
    const stops = [1, 2, 3].map((id) => member(id).listen((value) => told.push(`${id}:${value}`)));
    expect([1, 2, 3].map((id) => member(id).get())).toEqual([true, false, false]);
    $set.set(new Set([1, 2]));
    expect(told).toEqual(['2:true']);
    $set.set(new Set([2]));
    expect(told).toEqual(['2:true', '1:false']);
    for (const stop of stops) stop();
    $set.set(new Set([3]));
    expect(told).toHaveLength(2); // nothing watched: nothing told
    expect(member(3).get()).toBe(true); // a fresh read still answers
  });

  it('is the slip’s pressed and loading state per odd', async () => {
    const { site, betSlip, gates } = setupSlip({ onSlip: [11] });
    const $on11 = betSlip.$inSlip(11);
    const $on12 = betSlip.$inSlip(12);
    const $loading12 = betSlip.$toggling(12);
    const stops = [$on11.listen(() => {}), $on12.listen(() => {}), $loading12.listen(() => {})];
    const stopList = betSlip.$oddList.listen(() => {});
    await site.settled();
    expect([$on11.get(), $on12.get(), $loading12.get()]).toEqual([true, false, false]);
    gates.toggle.close();
    const toggling = betSlip.toggleOdd({ oddId: 12, isLive: false });
    expect([$on12.get(), $loading12.get()]).toEqual([true, true]); // optimistic
    gates.toggle.open();
    await toggling;
    expect([$on12.get(), $loading12.get()]).toEqual([true, false]);
    for (const stop of [...stops, stopList]) stop();
  });
});
