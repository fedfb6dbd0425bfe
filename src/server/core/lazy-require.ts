/**
 * A CommonJS package loaded on first use, synchronously (through require), so the functions that
 * use it stay synchronous. For big libraries a process may never need: jsdom, linkedom and undici
 * add tens of MB of resident memory when imported (bench/README.md "Startup").
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A loader of the package `id`; the first call requires it, later calls return it. */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(id) as T;
    return loaded;
  };
}
