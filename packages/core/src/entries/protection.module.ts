import type { SiteModule } from '../kernel/site-module';
import {
  PROTECTION_MESSAGE_KEYS,
  type ProtectionMessageKey,
} from '../protection/protection.messages';
import type { ProtectionModule } from '../protection/protection.types';
import { createProtectionFlows } from '../protection/protection-flows';

export interface ProtectionApi {
  /** Deposit and loss limits, the reality check, time-out and self-exclusion (extension). */
  protection: ProtectionModule;
}

/** Adds `site.protection` (player protection, an extension: docs/protection.md). */
export function protectionModule(): SiteModule<'protection', ProtectionApi, ProtectionMessageKey> {
  return {
    name: 'protection',
    textKeys: PROTECTION_MESSAGE_KEYS,
    install(kernel) {
      const flows = createProtectionFlows({
        http: kernel.http,
        session: kernel.session,
        toasts: kernel.toasts,
        dialogs: kernel.dialogs,
        clock: kernel.env.clock,
        $locale: kernel.i18n.$locale,
      });
      const { start, dispose, ...protection } = flows;
      return { api: { protection }, start, dispose };
    },
  };
}
