/**
 * Starts a worker thread from a worker file beside the caller, both from TypeScript source (tsx,
 * vitest) and from the build (dist/node, compiled .js next to the caller). Under tsx the worker
 * is a script that registers tsx's loader and then imports the entry: a worker's `--import tsx`
 * is not applied to its entry module on Node 20.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The worker file `baseName` (without extension) next to the module at `callerUrl`
 * (its import.meta.url): the .ts source when the caller runs from source, else the built .js.
 */
export function siblingWorkerUrl(callerUrl: string, baseName: string): URL {
  return new URL(`./${baseName}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl);
}

function workerScript(workerUrl: URL): { script: string | URL; eval: boolean } {
  if (!workerUrl.pathname.endsWith('.ts')) return { script: workerUrl, eval: false };
  let tsx = 'tsx/esm/api'; // resolved from the working directory, unless we can do better:
  try {
    tsx = import.meta.resolve(tsx);
  } catch {
    // a runner without import.meta.resolve (vitest) runs from the project root
  }
  const script = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
  return { script, eval: true };
}

/** A new Worker running `workerUrl` (from siblingWorkerUrl) with `options`. */
export function startWorker(workerUrl: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const { script, eval: isEval } = workerScript(workerUrl);
  return new Worker(script, { ...options, eval: isEval });
}
