// size-limit entry: the kernel plus modules, every export kept (like `import *`).

export * as account from '../../packages/core/dist/account.js';
export * as casino from '../../packages/core/dist/casino.js';
export * as kernel from '../../packages/core/dist/index.js';
export * as shell from '../../packages/core/dist/shell.js';
export * as sportsbook from '../../packages/core/dist/sportsbook.js';
