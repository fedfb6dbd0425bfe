/** The server entry (`npm start`, the build's dist/node/server/main.js): serve.ts does the work. */
import { exitOnStartFailure, serve } from './serve.js';

serve({ argv: process.argv.slice(2) }).catch(exitOnStartFailure);
