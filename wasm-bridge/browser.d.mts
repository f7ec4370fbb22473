// browser.d.mts: the types of the page API (wasm-bridge/browser.mjs) and of startVitrineWorker
// (wasm-bridge/node-worker.mjs), which share the session. The Debugger's and JVMTI's methods are
// the same as in the worker, made asynchronous, with Handles crossing as { handle: number }.
import type { Debugger, DebuggerEvents } from './debugger/debugger.d.mts';
import type { Handle, Jvmti } from './jvmti/jvmti.d.mts';

/** A Java object held for the page: a number valid until `session.jvmti.release(handle)`. */
export interface RemoteHandle { readonly handle: number }

/** A value as it crosses between the worker and the page (Handles become RemoteHandles). */
export type Remote<T> =
    T extends Handle ? RemoteHandle
    : T extends Uint8Array | ArrayBuffer | bigint | string | number | boolean | null | undefined | void ? T
    : T extends readonly (infer U)[] ? Remote<U>[]
    : T extends (...args: never[]) => unknown ? never
    : T extends object ? { [K in keyof T]: Remote<T[K]> }
    : T;

type RemoteArgs<P extends unknown[]> = { [I in keyof P]: Remote<P[I]> };
type MethodNames<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? K : never }[keyof T];
type AsyncMethods<T, Omitted extends keyof T> = {
    [K in Exclude<MethodNames<T>, Omitted>]: T[K] extends (...args: infer P) => infer R
        ? (...args: RemoteArgs<P>) => Promise<Remote<R>> : never;
};

/** session.debugger: every Debugger method, answered by the worker between slices. */
export type RemoteDebugger = AsyncMethods<Debugger, 'on' | 'threadId'> & {
    on<E extends keyof DebuggerEvents>(event: E, listener: (body: DebuggerEvents[E]) => void): RemoteDebugger;
    off<E extends keyof DebuggerEvents>(event: E, listener: (body: DebuggerEvents[E]) => void): RemoteDebugger;
    /** Lets the program run (a debug session waits for it, so breakpoints are set first). */
    configurationDone(): Promise<void>;
};

/** session.jvmti: every JVMTI function of an environment made at OnLoad (events are the Debugger's). */
export type RemoteJvmti = AsyncMethods<Jvmti, 'setEventCallbacks'> & {
    /** Lets the Java object go; the handle is invalid afterwards. */
    release(handle: RemoteHandle): Promise<void>;
};

export type VitrineState = 'starting' | 'running' | 'waiting-input' | 'idle' | 'ended';

export interface VitrineOptions {
    /** The directory with vitrine-web.js, vitrine-web.wasm and pack/ (default build/wasm/web/). */
    assets?: string | URL;
    /** The worker module (default wasm-bridge/web/worker.mjs); a bundled page passes its own. */
    workerUrl?: string | URL;
    /** Files written into the VM's in-memory file system before main (absolute paths). */
    files?: Record<string, Uint8Array | string>;
    /** The working directory (default '/'). */
    cwd?: string;
    /** More environment variables. */
    env?: Record<string, string>;
    stdout?(text: string): void;
    stderr?(text: string): void;
    onExit?(status: number): void;
    /** The VM itself failed (a trap in wasm code, the worker lost): `exited` gives 134. */
    onCrash?(message: string): void;
    onState?(state: VitrineState): void;
    /** session.debugger; the program runs after `await session.debugger.configurationDone()`. */
    debug?: boolean;
    /** session.jvmti. */
    jvmti?: boolean;
    /** Milliseconds of Java per slice (default 100). */
    sliceMs?: number;
    /**
     * JavaScript JVMTI clients run in the worker, beside the VM, with synchronous event handlers: each
     * module's default export is called in the OnLoad phase as `(bridge, { options, post, onMessage })`.
     */
    tools?: { url: string | URL; options?: unknown }[];
    /** A message a tool posted (`tool`: its index in `tools`). */
    onToolMessage?(message: unknown, tool: number): void;
}

/** What a tool module's default export receives besides the JvmtiBridge. */
export interface ToolContext {
    readonly options: unknown;
    /** Sends a structured-cloneable message to the page's onToolMessage. */
    post(message: unknown): void;
    /** Receives the page's session.toolMessage(message), between slices. */
    onMessage(listener: (message: unknown) => void): void;
}

export interface NodeWorkerOptions extends VitrineOptions {
    /** The class library image on the host, mounted at /jdk (default build/wasm/jdk). */
    javaHome?: string;
}

export interface VitrineSession {
    /** The exit status (134 after a crash, 137 after terminate()). */
    readonly exited: Promise<number>;
    /** The class library's loading so far: { bytesFetched, chunksFetched, chunksFromCache } (null under Node). */
    readonly classLibrary: { bytesFetched: number; chunksFetched: number; chunksFromCache: number } | null;
    readonly stdin: {
        write(data: string | Uint8Array): void;
        close(): void;
    };
    /** Ends the program at once (no shutdown hooks). */
    stop(status?: number): void;
    /** Kills the worker. */
    terminate(): void;
    /**
     * Live attach of a JVMTI agent linked statically into the program (cmake/JvmtiAgents.cmake): its
     * Agent_OnAttach_<name>(options) runs between slices. Resolves to Agent_OnAttach's result (0:
     * attached), or -1 when the program links no agent `name` with Agent_OnAttach_<name>.
     */
    attachAgent(name: string, options?: string | null): Promise<number>;
    readFile(path: string): Promise<Uint8Array>;
    writeFile(path: string, data: string | Uint8Array): Promise<void>;
    readonly debugger: RemoteDebugger | null;
    readonly jvmti: RemoteJvmti | null;
    /** Sends a message to tool `tool` (default 0) of options.tools. */
    toolMessage(message: unknown, tool?: number): void;
}

/** Runs `argv` (java's arguments) in a Web Worker; resolves once the VM is loaded. */
export declare function startVitrine(argv: string[], options?: VitrineOptions): Promise<VitrineSession>;
