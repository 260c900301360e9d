// The dashboard's pages: each tile's (DashboardTilePage), the history pages (financial, games,
// bets, bonuses, sessions) and their parts.

export { BetHistory } from './bet-history';
export { BonusHistory } from './bonus-history';
export { DashboardTilePage } from './dashboard-tile-page';
export { FinancialHistory } from './financial-history';
export { GameHistory } from './game-history';
export { HistoryFilterForm, type HistoryFilterFormProps } from './history-filter-form';
export { HistoryNav } from './history-nav';
export { HistoryPagination } from './history-pagination';
export { HistorySection, type HistorySectionProps } from './history-section';
export { SessionHistory } from './session-history';
export { useHistoryList } from './use-history-list';
