// size-limit entry: the React root plus modules, every export kept (like `import *`).

export * as account from '../../packages/react/dist/account.js';
export * as root from '../../packages/react/dist/index.js';
