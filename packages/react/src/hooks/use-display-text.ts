import type { DisplayText, FieldError } from '@site/core';
import { useCallback } from 'react';
import { useI18nContext } from '../i18n/i18n-react';

type Translator = (params?: Record<string, string | number>) => string;

/** Turns a core DisplayText (a translation key or the server's words) into a string. */
export function useDisplayText(): (content: DisplayText | FieldError) => string {
  const { LL } = useI18nContext();
  return useCallback(
    (content) => {
      if ('text' in content) return content.text;
      const [group, name] = content.key.split('.') as [string, string];
      const translate = (LL as unknown as Record<string, Record<string, Translator>>)[group]?.[
        name
      ];
      return translate ? translate(content.params ?? {}) : content.key;
    },
    [LL],
  );
}
