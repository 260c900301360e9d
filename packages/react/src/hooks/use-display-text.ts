import type { DisplayText, FieldError } from '@site/core';
import type { ShellText } from '@site/core/shell';
import { useCallback } from 'react';
import { useI18nContext } from '../i18n/i18n-react';

type Translator = (params?: Record<string, string | number>) => string;
type Content = DisplayText | FieldError | ShellText;

/** The dictionary leaf at a dotted key (`shell.menu.group.casino`), if there is one. */
export function translatorAt(LL: object, key: string): Translator | undefined {
  let node: unknown = LL;
  for (const part of key.split('.')) {
    if (node === null || (typeof node !== 'object' && typeof node !== 'function')) return;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'function' ? (node as Translator) : undefined;
}

/**
 * Turns a core text (a translation key with params, a ShellKey, or the server's own words) into
 * a string. Keys are dictionary paths; server texts from the bootstrap override them (see
 * ServerTexts). An unknown key shows as itself, so a gap is visible rather than blank.
 */
export function useDisplayText(): (content: Content) => string {
  const { LL } = useI18nContext();
  return useCallback(
    (content) => {
      if ('text' in content) return content.text;
      const params = 'params' in content ? content.params : undefined;
      // typesafe-i18n answers '' for a key it does not know.
      return translatorAt(LL, content.key)?.(params ?? {}) || content.key;
    },
    [LL],
  );
}
