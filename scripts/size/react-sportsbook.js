// size-limit entry: the React root plus modules, every export kept (like `import *`).
export * as root from '../../packages/react/dist/index.js';
export * as sportsbook from '../../packages/react/dist/sportsbook.js';
