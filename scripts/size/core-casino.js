// size-limit entry: the kernel plus modules, every export kept (like `import *`).

export * as casino from '../../packages/core/dist/casino.js';
export * as kernel from '../../packages/core/dist/index.js';
