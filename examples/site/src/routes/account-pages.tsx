// The player's screens (dashboard, its tiles, bet history, responsible gaming): one chunk,
// loaded when one of them is first opened.
export { DashboardPage } from '@site/react';
export { BetHistory, DashboardTilePage, ResponsibleGaming } from '@site/react/account';
