// node-worker.d.mts: the types of startVitrineWorker (wasm-bridge/node-worker.mjs): the page API's
// session (browser.d.mts) in a worker_threads worker.
import type { NodeWorkerOptions, VitrineSession } from './browser.d.mts';

export type { NodeWorkerOptions, VitrineSession } from './browser.d.mts';

/** Runs `argv` in a worker_threads worker on the browser build; resolves once the VM is loaded. */
export declare function startVitrineWorker(argv: string[], options?: NodeWorkerOptions): Promise<VitrineSession>;
