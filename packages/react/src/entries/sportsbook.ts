// @site/react/sportsbook: hooks over the sportsbook module.
export { useLiveSports } from '../hooks/use-sportsbook';
export { useSportsbookSite } from '../hooks/use-sportsbook-site';
