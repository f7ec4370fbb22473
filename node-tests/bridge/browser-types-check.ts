// browser-types-check.ts: a page using the page API (wasm-bridge/browser.d.mts) and a Node tool using
// startVitrineWorker; tsc --strict must accept it, and every @ts-expect-error line is a misuse the
// declarations must reject (node-tests/bridge-types.test.mjs).
import { startVitrine, type RemoteHandle } from '../../wasm-bridge/browser.mjs';
import { startVitrineWorker } from '../../wasm-bridge/node-worker.mjs';

export async function page(bytes: Uint8Array): Promise<number> {
    const session = await startVitrine(['-cp', '/app', 'Main'], {
        files: { '/app/Main.class': bytes, '/app/input.txt': 'text' },
        stdout: (text) => console.log(text.length),
        onState: (state) => { if (state === 'waiting-input') session.stdin.write('42\n'); },
        debug: true,
        jvmti: true,
    });
    const d = session.debugger!;
    const bps = await d.setBreakpoints('Main.java', [{ line: 3 }]);
    const line: number = bps[0].line;
    d.on('stopped', async ({ threadId, reason }) => {
        const frames = await d.stackTrace(threadId);
        const v = await d.evaluate(frames[0].id, 'x + 1');
        console.log(reason, v.value, line);
        await d.continue(threadId);
    });
    await d.configurationDone();
    const classes = await session.jvmti!.getLoadedClasses();
    const first: RemoteHandle = classes[0]!;
    const { signature } = await session.jvmti!.getClassSignature(first);
    await session.jvmti!.release(first);
    console.log(signature?.length);
    const attached: number = await session.attachAgent('profiler', null);
    console.log(attached);
    // @ts-expect-error attachAgent answers a promise
    const sync: number = session.attachAgent('profiler');
    console.log(sync);
    const out: Uint8Array = await session.readFile('/out.txt');
    console.log(out.length);
    // @ts-expect-error argv is an array of strings
    await startVitrine('Main');
    // @ts-expect-error a file's data is a string or bytes
    await startVitrine([], { files: { '/a': 42 } });
    // @ts-expect-error the proxies are asynchronous: a result is a promise
    const n: number = d.threads().length;
    // @ts-expect-error stdin takes text or bytes
    session.stdin.write(1);
    // @ts-expect-error handles cross as { handle }, not numbers
    await session.jvmti!.getClassSignature(7);
    console.log(n);
    return session.exited;
}

export async function tool(): Promise<number> {
    const s = await startVitrineWorker(['Main'], { javaHome: '/jdk-image', cwd: '/w' });
    s.stop(3);
    return s.exited;
}
