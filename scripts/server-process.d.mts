/** Node flags of the production server process (scripts/server-process.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
