import type { DialogName } from '@site/core';
import type { ReactNode } from 'react';
import type { TranslationFunctions } from '../../i18n/i18n-types';

/** How one dialog of the core's dialog store is titled and rendered. */
export interface DialogRenderer {
  title(LL: TranslationFunctions, props: Record<string, unknown>): string;
  render(props: Record<string, unknown>): ReactNode;
}

export type DialogRenderers = Partial<Record<DialogName, DialogRenderer>>;
