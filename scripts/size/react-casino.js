// size-limit entry: the React root plus modules, every export kept (like `import *`).

export * as casino from '../../packages/react/dist/casino.js';
export * as root from '../../packages/react/dist/index.js';
