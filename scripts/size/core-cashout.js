// size-limit entry: the kernel plus modules, every export kept (like `import *`).

export * as cashout from '../../packages/core/dist/cashout.js';
export * as kernel from '../../packages/core/dist/index.js';
export * as sportsbook from '../../packages/core/dist/sportsbook.js';
