// size-limit entry: the kernel plus modules, every export kept (like `import *`).

export * as account from '../../packages/core/dist/account.js';
export * as kernel from '../../packages/core/dist/index.js';
