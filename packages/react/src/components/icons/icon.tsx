/**
 * Line icons drawn with `currentColor`, so they take the text colour of the theme. The names
 * are the core's icon ids (menu items, dashboard tiles, notification kinds) plus the shell's own.
 */
const PATHS: Record<string, string> = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM16 16l5 5',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4',
  crown: 'M3 8l4 4l5-7l5 7l4-4l-2 11H5z',
  user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 21c0-4 4-6 8-6s8 2 8 6',
  account: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 21c0-4 4-6 8-6s8 2 8 6',
  logout: 'M14 4h5v16h-5M10 8l-4 4l4 4M6 12h10',
  chevron: 'M6 9l6 6l6-6',
  back: 'M15 5l-7 7l7 7',
  next: 'M9 5l7 7l-7 7',
  'arrow-up': 'M12 20V5M6 11l6-6l6 6',
  'down-arrow': 'M12 4v15M6 13l6 6l6-6',
  giftbox: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  bonus: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  // A betting coupon (a ticket with a tear line): settled-bet notifications (issue 21).
  coupon: 'M4 6h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zM14 6v2M14 11v2M14 16v2',
  // A cog, not a warning sign: spec 000's "system" notifications are news, not alerts.
  system:
    'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1',
  deposit: 'M3 7h18v12H3zM3 11h18M12 3v6M9 6l3 3l3-3',
  withdraw: 'M3 7h18v12H3zM3 11h18M12 9V3M9 6l3-3l3 3',
  wallet: 'M3 7h16v12H3zM3 7l12-3v3M15 13h4',
  'game-history':
    'M6 8h12a3 3 0 0 1 3 3v3a3 3 0 0 1-5 2l-1-1H9l-1 1a3 3 0 0 1-5-2v-3a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3',
  financial: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  session: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 3',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6zM9 12l2 2l4-4',
  slot: 'M4 5h16v14H4zM9 5v14M15 5v14',
  'live-casino': 'M12 3l8 8l-8 8l-8-8z',
  live: 'M12 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4zM7 7a7 7 0 0 0 0 10M17 7a7 7 0 0 1 0 10',
  sports: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7l4 3l-2 5h-4l-2-5z',
  betco: 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h5',
  aviator: 'M2 14l20-8l-6 14l-3-6z',
  bingo: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9 10h6M9 14h6',
  tv: 'M3 6h18v12H3zM8 21h8M9 2l3 4l3-4',
  promotions: 'M3 10l14-6v16L3 14zM17 9a3 3 0 0 1 0 6M6 14l1 6h3l-1-5',
  chat: 'M4 5h16v11H9l-5 4z',
  call: 'M5 4h4l2 5l-3 2a11 11 0 0 0 5 5l2-3l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2z',
  blog: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  about: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v6M12 7v1',
  contents: 'M6 3h9l4 4v14H6zM9 11h7M9 15h7',
  twitter: 'M4 4l16 16M20 4L4 20',
  instagram: 'M5 5h14v14H5zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM16.5 7.5v.01',
  telegram: 'M3 11l18-7l-3 16l-6-5l-3 4v-6l9-7',
  language: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  top: 'M6 15l6-6l6 6',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 5l12 7l-12 7z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
};

export interface IconProps {
  name: string;
  /** CSS size; default 1.25em. */
  size?: string;
  className?: string;
}

/** A decorative icon (hidden from assistive technology: the control carries the name). */
export function Icon({ name, size = '1.25em', className }: IconProps) {
  const known = Object.hasOwn(PATHS, name);
  const path = known ? PATHS[name] : PATHS.system;
  return (
    <svg
      className={className ? `site-icon ${className}` : 'site-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={known ? name : 'system'}
    >
      <path d={path} />
    </svg>
  );
}
