// debugger.d.mts: TypeScript declarations of the bridge's debugger (debugger.mjs): its Debug Adapter
// Protocol-like requests and events, and the data of the panel's views for learning (docs/BRIDGE.md,
// "The debugger" and "The views for learning"). Every result is plain JSON-able data.
import type { JvmtiBridge, Jvmti, Handle, Capabilities } from '../jvmti/jvmti.mjs';

export interface Breakpoint { id: number; verified: boolean; source: string; line: number; requestedLine: number }
export interface SourceBreakpoint { line: number; condition?: string; hitCondition?: string; logMessage?: string }
export interface StackFrame {
    id: number; name: string; source: string | null; line: number; className: string; methodName: string; method: number; location: number;
}
export interface Variable { name: string; value: string; type: string; variablesReference: number }

/** A value in the objects picture: a primitive inline, or a reference by object id (null for null). */
export type GraphValue = { value: number | boolean | string; text: string } | { ref: number | null };
export type GraphSlot = { name: string; type: string } & GraphValue;
export interface GraphObject {
    id: number;
    className: string;
    kind: 'object' | 'array' | 'string' | 'box' | 'class';
    fields?: GraphSlot[];
    elements?: GraphValue[];
    length?: number;
    /** Elements left out of a long array. */
    more?: number;
    text?: string;
    value?: number | boolean | string;
    /** Not in the thread's picture at its previous stop. */
    new?: true;
    /** Different from the thread's picture at its previous stop. */
    changed?: true;
}
export interface ObjectGraph {
    threadId: number;
    frames: { id: number; name: string; className: string; methodName: string; source: string | null; line: number; locals: GraphSlot[] }[];
    statics: { className: string; fields: GraphSlot[] }[];
    objects: GraphObject[];
    /** Objects referenced beyond maxObjects. */
    truncated: number;
}

export interface Instruction {
    offset: number;
    opcode: number;
    mnemonic: string;
    /** Resolved: "java/io/PrintStream.println(Ljava/lang/String;)V", "#5 = 42", "-> 12", "{ 1: 28, default: 37 }". */
    operands: string;
    line: number;
    /** Slots on the operand stack before the instruction runs. */
    stackBefore: number;
    cpIndex?: number;
    member?: { kind?: string; owner?: string; name?: string; descriptor: string };
    value?: number | string | boolean;
    target?: number;
    cases?: { match: number; target: number }[];
    defaultTarget?: number;
    local?: { slot: number; name: string | null };
    increment?: number;
    dimensions?: number;
    count?: number;
}
export interface MethodBytecode {
    className: string; methodName: string; signature: string; source: string | null;
    maxLocals: number; argumentsSize: number; maxStack: number; codeLength: number; instructions: Instruction[];
}
export interface FrameBytecode extends MethodBytecode {
    frameId: number; currentOffset: number; currentLine: number; currentIndex: number;
    locals: (Variable & { slot: number })[];
    operandStack: { available: false; reason: string };
}

export interface MonitorRef { objectId: number; className: string }
export interface ThreadDetails {
    id: number; name: string; daemon: boolean; priority: number;
    state: 'stopped' | 'suspended' | 'blocked' | 'waiting' | 'sleeping' | 'parked' | 'runnable' | 'new' | 'terminated';
    /** The state in words: "blocked: waiting for the lock on Fork@4, held by philosopher-2". */
    description: string;
    monitor: (MonitorRef & { kind: 'monitor' | 'lock' }) | null;
    owner: { id: number | null; name: string } | null;
    owns: MonitorRef[];
    location: { className: string; methodName: string; line: number } | null;
}
export interface Deadlock {
    threads: { id: number; name: string; waitsFor: MonitorRef & { kind: 'monitor' | 'lock' }; heldBy: { id: number | null; name: string } }[];
}

export interface HeapHistogram {
    classes: { className: string; instances: number; bytes: number }[];
    total: { instances: number; bytes: number };
    allocationSites: AllocationSites;
}

/** Where sampled allocations were made (setAllocationSampling), most samples first. */
export type AllocationSites = { available: false; reason: string } | {
    available: true; sampling: boolean; interval: number; samples: number;
    sites: { className: string; frames: { method: string; line: number }[]; samples: number; bytes: number; share: number }[];
};

export interface ClassDetails {
    name: string; internalName: string; sourceFile: string | null;
    kind: 'class' | 'interface' | 'enum' | 'record' | 'annotation' | 'array';
    modifiers: string[]; superclass: string | null; interfaces: string[];
    version: { major: number; minor: number } | null;
    status: { prepared: boolean; initialized: boolean; error: boolean };
    fields: { name: string; type: string; descriptor: string; modifiers: string[]; static: boolean; value?: { text: string; ref?: number } | null }[];
    methods: { name: string; descriptor: string; modifiers: string[]; signature: string; lines: { first: number; last: number } | null; native: boolean; abstract: boolean }[];
}

/** A row of the event log: the event's name and its parameters made readable. */
export interface EventLogRow {
    seq: number; name: string; /** Milliseconds since the debugger was made. */ time: number; thread?: string; threadId?: number; className?: string; method?: string; location?: number; line?: number;
    [parameter: string]: unknown;
}

export interface DebuggerEvents {
    stopped: { reason: 'breakpoint' | 'step' | 'exception' | 'pause' | 'entry'; threadId: number; hitBreakpointIds?: number[]; text?: string; description?: string };
    continued: { threadId: number };
    output: { category: string; output: string };
    thread: { reason: 'started' | 'exited'; threadId: number };
    breakpoint: { breakpoint: Breakpoint; reason: 'changed' | 'moved' };
    exited: Record<string, never>;
    jvmti: EventLogRow;
}

export declare class Debugger {
    /** In the OnLoad phase: an environment of its own with the capabilities it uses. */
    constructor(bridge: JvmtiBridge, options?: { stepExcludes?: RegExp });
    readonly jvmti: Jvmti;
    readonly capabilities: Capabilities;
    on<E extends keyof DebuggerEvents>(event: E, listener: (body: DebuggerEvents[E]) => void): this;

    setBreakpoints(source: string, breakpoints: SourceBreakpoint[]): Breakpoint[];
    setExceptionBreakpoints(filters: { caught?: boolean; uncaught?: boolean }): void;
    continue(threadId: number): void;
    next(threadId: number): void;
    stepIn(threadId: number): void;
    stepOut(threadId: number): void;
    /** A step of exactly one bytecode instruction. */
    stepInstruction(threadId: number): void;
    pause(threadId: number): void;
    /** In the OnLoad phase: the main thread stops ('entry') where it enters the program's main method. */
    stopOnEntry(): void;
    /** Breakpoints and exception filters cleared, stopped threads continued: the program runs on. */
    detach(): void;

    threads(): { id: number; name: string; state: string }[];
    threadId(thread: Handle): number;
    stackTrace(threadId: number, startFrame?: number, levels?: number): StackFrame[];
    scopes(frameId: number): { name: string; variablesReference: number }[];
    variables(ref: number, options?: { start?: number; count?: number }): Variable[];
    setVariable(frameId: number, name: string, literal: string): Variable;
    evaluate(frameId: number, expression: string): Variable;
    loadedClasses(): { name: string; source: string | null }[];

    objectGraph(threadId: number, options?: { maxObjects?: number; maxElements?: number; statics?: boolean }): ObjectGraph;
    bytecode(frameId: number): FrameBytecode;
    threadDetails(): ThreadDetails[];
    deadlocks(): Deadlock[];
    heapHistogram(options?: { limit?: number }): HeapHistogram;
    /** A full garbage collection now (JVMTI ForceGarbageCollection). */
    collectGarbage(): void;
    /** Starts or stops sampling allocations (about one per `interval` bytes, default 64 KiB; 0: every one). */
    setAllocationSampling(on: boolean, options?: { interval?: number }): AllocationSites;
    instancesOf(className: string, options?: { max?: number }): { className: string; count: number; variables: Variable[] };
    classDetails(className: string): ClassDetails;
    /** Fix and continue: the loaded class takes new class bytes (JVMTI RedefineClasses; same fields and
        methods, new code); its breakpoints bind again. Throws the JvmtiError of a refused change. */
    hotSwap(className: string, classBytes: Uint8Array): void;
    /** The event log on or off ('jvmti' events); `events`: more events for the log alone. Returns the events logged. */
    setEventLog(on: boolean, options?: { events?: string[] }): string[];
}
