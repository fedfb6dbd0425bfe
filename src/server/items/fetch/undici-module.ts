/**
 * undici, loaded on first use: ~20 MB of resident memory that a process which has not fetched a
 * page yet (a web process at start) should not hold (bench/README.md "Startup").
 */
import type * as Undici from 'undici';
import { lazyRequire } from '../../core/lazy-require.js';

export const loadUndici = lazyRequire<typeof Undici>('undici');
