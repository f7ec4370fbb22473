// A debugger that lets the program run, on a connected socket: the JDWP handshake, VirtualMachine.Resume
// at VM_START, the events read until VM_DEATH (or the connection's end). Used where a test only needs
// a debugger attached (jdwp-options.test.mjs, the debugger its launch option starts).
import { HANDSHAKE, PacketSplitter, Reader, commandPacket } from '../../wasm-bridge/jdwp/wire.mjs';

const VM_START = 90, VM_DEATH = 99;

/** Resolves at VM_DEATH or when the socket closes. */
export function letProgramRun(s) {
    s.write(HANDSHAKE);
    const splitter = new PacketSplitter();
    let handshake = Buffer.alloc(0);
    return new Promise((resolve) => {
        s.on('data', (chunk) => {
            if (handshake.length < HANDSHAKE.length) {
                handshake = Buffer.concat([handshake, chunk]);
                if (handshake.length < HANDSHAKE.length) return;
                chunk = handshake.subarray(HANDSHAKE.length);
            }
            for (const pk of splitter.push(chunk)) {
                if (pk.error !== undefined) continue;
                const r = new Reader(pk.data);
                r.u8(); // suspend policy
                const kinds = Array.from({ length: r.i32() }, () => {
                    const k = r.u8();
                    r.i32(); // request id
                    if (k === VM_START) r.id(); // its thread
                    return k;
                });
                if (kinds.includes(VM_START)) s.write(commandPacket(1, 1, 9, new Uint8Array(0)));
                if (kinds.includes(VM_DEATH)) resolve();
            }
        });
        s.on('close', resolve);
    });
}
