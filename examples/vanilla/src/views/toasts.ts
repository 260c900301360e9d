import { h, type Scope } from '../dom';
import type { Site } from '../sdk';
import { say } from '../texts';

/** The core's toasts (server messages, errors) in a live region; each leaves after its time. */
export function toastRegion(site: Site, scope: Scope): HTMLElement {
  const region = h('div', { class: 'toasts', role: 'status', 'aria-live': 'polite' });
  scope.add(
    site.toasts.on('show', (toast) => {
      if (toast.kind === 'loading') return;
      const item = h(
        'div',
        { class: 'toast', 'data-kind': toast.kind },
        say(site.i18n.$locale.get(), toast.content),
      );
      region.append(item);
      const timer = window.setTimeout(() => item.remove(), toast.durationMs);
      scope.add(() => window.clearTimeout(timer));
    }),
  );
  return region;
}
