// @site/core/sportsbook: feeds, the odds stream, odds formats and the bet slip.

export * from '../sportsbook';
export * from '../sportsbook/bet-slip';
export {
  type SportsbookApi,
  type SportsbookCommands,
  type SportsbookModuleOptions,
  sportsbookModule,
} from './sportsbook.module';
