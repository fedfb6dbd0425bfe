// ESLint config blocks for the rule named by this file; eslint.config.js spreads them in.
export default [];
