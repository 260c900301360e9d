import type { Confetti } from '@site/core/account';
import { type RefObject, useEffect } from 'react';

/**
 * Fires canvas-confetti (loaded on demand) on the given canvas whenever the core hands out a
 * new burst. The canvas lives inside the dialog: a modal <dialog> sits in the top layer, so
 * confetti drawn on the page behind it would not be seen.
 */
export function useConfetti(
  canvas: RefObject<HTMLCanvasElement | null>,
  confetti: Confetti | null,
) {
  const burst = confetti?.burst;
  const particleCount = confetti?.particleCount;
  useEffect(() => {
    const element = canvas.current;
    if (burst === undefined || !element) return;
    let cancelled = false;
    import('canvas-confetti')
      .then(({ default: confettiLib }) => {
        if (cancelled || !element.getContext?.('2d')) return;
        const fire = confettiLib.create(element, { resize: true, disableForReducedMotion: true });
        void fire({ particleCount, spread: 90, startVelocity: 40, origin: { y: 0.55 } });
      })
      .catch(() => {
        // Decoration only: without confetti the Congratulations view still says it all.
      });
    return () => {
      cancelled = true;
    };
  }, [canvas, burst, particleCount]);
}
