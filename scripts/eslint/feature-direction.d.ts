// Types of feature-direction.js for the tests that import it.
export declare const FEATURE_DIRECTION: Record<string, string[]>;
export declare const webFeatures: () => string[];
declare const blocks: unknown[];
export default blocks;
