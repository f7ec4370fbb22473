// index.d.mts: TypeScript declarations of the package's Node entry (index.mjs).
import type { JvmtiBridge } from './jvmti/jvmti.mjs';

export * from './jvmti/jvmti.mjs';

export interface VitrineController {
    /** Stops running slices; the program keeps its state. */
    pause(): void;
    /** Continues a paused program. */
    resume(): void;
    /** Resumes the suspended thread whose Thread.getId() is id; 1 if it was. */
    resumeThread(id: number): number;
    /** How many threads a JVMTI agent has suspended. */
    suspendedThreads(): number;
    /** Resumes every thread a JVMTI agent suspended; returns how many. */
    resumeThreads(): number;
    /** Posts JVMTI's DataDumpRequest; true if an agent was sent it. */
    dataDumpRequest(): boolean;
    /**
     * Live attach of a JVMTI agent linked statically into the program (cmake/JvmtiAgents.cmake): its
     * Agent_OnAttach_<name>(options) runs now, between slices. Answers Agent_OnAttach's result (0:
     * attached), -1 when the program has no agent `name` (or none with Agent_OnAttach_<name>) or the
     * VM does not run.
     */
    attachAgent(name: string, options?: string | null): number;
    /** Ends the program at once with exit status `status` (no shutdown hooks run). */
    stop(status?: number): void;
    readonly slices: number;
    readonly paused: boolean;
    readonly ended: boolean;
    /** True when the VM started from the build's snapshot (docs/SNAPSHOT.md), false after a normal start. */
    readonly fromSnapshot: boolean;
}

export interface StartOptions {
    /** The directory of vitrine.js and vitrine.wasm (default $VITRINE_WASM_DIR or the build's). */
    wasmDir?: string;
    /** The Java home whose lib/modules the VM reads. */
    javaHome?: string;
    /** The VM's environment variables (default the host's). */
    env?: Record<string, string | undefined>;
    /** Fed to System.in (default process.stdin; null: none). */
    stdin?: { on(event: string, listener: (...args: any[]) => void): unknown; pause(): unknown } | null;
    /** Milliseconds per slice (default 100). */
    sliceMs?: number;
    /** Called with the exit status (default process.exit). */
    onExit?: (status: number) => void;
    /** Called on a trap or abort in the VM's WebAssembly code. */
    onCrash?: (error: unknown) => void;
    /** JVMTI for JavaScript: called in the OnLoad phase with the bridge; a throw stops start-up. */
    jvmti?: (bridge: JvmtiBridge, options: string) => void;
}

/** Starts the VM on a `java` command line (without the program name). */
export declare function startVitrine(argv: string[], options?: StartOptions): Promise<VitrineController>;
/** The class library image the VM reads under Node. */
export declare function defaultJavaHome(options?: { small?: boolean; wasmDir?: string }): string;

export { startVitrineWorker } from './node-worker.mjs';
export type { NodeWorkerOptions, VitrineSession } from './browser.mjs';
