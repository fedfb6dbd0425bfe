/** Node flags of the production server process (scripts/server-process.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
/** Environment defaults of the production server process (scripts/server-process.mjs). */
export declare const SERVER_ENV_DEFAULTS: Readonly<Record<string, string>>;
