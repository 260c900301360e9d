import type { MenuItem } from '@site/core/shell';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { useDisplayText } from '../../hooks/use-display-text';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

export interface MenuEntryProps {
  item: MenuItem;
  onSelect(item: MenuItem): void;
}

/** One side-menu entry: a link, a new-tab link, an action button; with children, an accordion. */
export function MenuEntry({ item, onSelect }: MenuEntryProps) {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const [expanded, setExpanded] = useState(item.open);
  const childrenId = useId();
  const title = text({ key: item.title });
  const children = item.children ?? [];

  return (
    <li className="site-menu-entry">
      <div className="site-menu-entry__row">
        <EntryControl item={item} onSelect={onSelect}>
          <Icon name={item.icon} />
          <span className="site-menu-entry__title">{title}</span>
          {item.badge ? <span className="site-badge">{text({ key: item.badge })}</span> : null}
        </EntryControl>
        {children.length > 0 ? (
          <button
            type="button"
            className="site-icon-button site-menu-entry__toggle"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={LL.sideMenu.toggleChildren({ title })}
            onClick={() => setExpanded(!expanded)}
          >
            <Icon name="chevron" />
          </button>
        ) : null}
      </div>
      {children.length > 0 ? (
        <ul className="site-menu-entry__children" id={childrenId} hidden={!expanded}>
          {children.map((child) => (
            <MenuEntry key={child.id} item={child} onSelect={onSelect} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function EntryControl({ item, onSelect, children }: MenuEntryProps & { children: ReactNode }) {
  const { LL } = useI18nContext();
  const target = item.target;
  if (target?.kind === 'navigate') {
    return (
      <Link href={target.path} className="site-menu-entry__link" onClick={() => onSelect(item)}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'open') {
    return (
      <a
        href={target.href}
        target={target.target}
        rel={target.rel}
        className="site-menu-entry__link"
        onClick={() => onSelect(item)}
      >
        {children}
        <Icon name="external" size="1em" />
        <span className="site-visually-hidden">{LL.sideMenu.newTab()}</span>
      </a>
    );
  }
  // An action (Aviator, Live Chat, Call Request), or an external link that is not configured.
  const unavailable = !item.action;
  return (
    <button
      type="button"
      className="site-menu-entry__link"
      disabled={unavailable}
      onClick={() => onSelect(item)}
    >
      {children}
      {unavailable ? (
        <span className="site-visually-hidden">{LL.sideMenu.unavailable()}</span>
      ) : null}
    </button>
  );
}
