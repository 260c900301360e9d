import { useEffect } from 'react';

// A field shows its error once the player leaves it. Leaving it by pressing a button below it
// (a form's "Forgot password" link, the next field) blurs it on pointer-down: the error line
// then appears and pushes the button down before pointer-up, and the click lands elsewhere.
// Marking the field visited after the pointer is released keeps the click on its target.

let pointerDown = false;
let waiting: (() => void)[] = [];
let tracking = false;

function release(): void {
  pointerDown = false;
  const actions = waiting;
  waiting = [];
  // After the click that follows pointer-up in the same turn.
  if (actions.length === 0) return;
  setTimeout(() => {
    for (const action of actions) action();
  }, 0);
}

function trackPointer(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `action` now, or once a pressed pointer is released (then after its click). */
export function afterPointerRelease(action: () => void): void {
  if (pointerDown) waiting.push(action);
  else action();
}

/**
 * `afterPointerRelease` for a form field's blur; starts following the pointer when the first
 * field mounts (before the pointer-down that will blur it).
 */
export function useAfterPointerRelease(): (action: () => void) => void {
  useEffect(trackPointer, []);
  return afterPointerRelease;
}
