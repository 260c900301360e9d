import { describe, expect, it } from 'vitest';
import { unreadLabel } from './unread-label';

describe('unread badge label (spec 000 §4, §9)', () => {
  it('shows nothing at 0', () => {
    expect(unreadLabel(0)).toBeNull();
  });

  it('shows the number from 1 to 8', () => {
    for (let count = 1; count <= 8; count++) expect(unreadLabel(count)).toBe(String(count));
  });

  it('shows 9+ from 9 upward', () => {
    for (const count of [9, 10, 99, 100]) expect(unreadLabel(count)).toBe('9+');
  });
});
