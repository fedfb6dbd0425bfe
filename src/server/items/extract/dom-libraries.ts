/**
 * The server DOM libraries, loaded on first use. jsdom alone adds ~100 MB of resident memory when
 * imported and linkedom ~25 MB; a process that has not parsed a page yet (a web process at
 * start, most of the time) should not pay for them (bench/README.md "Startup").
 */
import type * as Jsdom from 'jsdom';
import type * as Linkedom from 'linkedom';
import { lazyRequire } from '../../core/lazy-require.js';

export const loadJsdom = lazyRequire<typeof Jsdom>('jsdom');
export const loadLinkedom = lazyRequire<typeof Linkedom>('linkedom');
