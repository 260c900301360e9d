// size-limit entry: the kernel plus modules, every export kept (like `import *`).

export * as kernel from '../../packages/core/dist/index.js';
export * as protection from '../../packages/core/dist/protection.js';
