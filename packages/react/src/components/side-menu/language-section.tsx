import type { SideMenu } from '@site/core/shell';
import { useDisplayText } from '../../hooks/use-display-text';
import { useShellSite } from '../../hooks/use-site';

/** The side menu's language section: switching re-renders in place and closes the menu. */
export function LanguageSection({ language }: { language: SideMenu['language'] }) {
  const site = useShellSite();
  const text = useDisplayText();
  return (
    <section className="site-side-menu__section" aria-labelledby="site-side-menu-language">
      <h3 className="site-side-menu__heading" id="site-side-menu-language">
        {text({ key: language.title })}
      </h3>
      <ul className="site-side-menu__languages">
        {language.entries.map((entry) => (
          <li key={entry.locale}>
            <button
              type="button"
              className="site-button site-button--ghost"
              lang={entry.locale}
              aria-pressed={entry.active}
              onClick={() => site.shell.selectLanguage(entry.locale)}
            >
              {text({ key: entry.title })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
