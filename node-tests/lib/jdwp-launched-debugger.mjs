// The debugger node-tests/jdwp-options.test.mjs has a VM launch (-agentlib:jdwp=...,launch=<this>):
// `node jdwp-launched-debugger.mjs <record> [<word> ...] <transport> <port>`. It writes the arguments
// after <record> to the file <record>, each in brackets (the port as "<port>" when it is a number), so
// the words a launch command was split into show; then it attaches to the port, resumes the VM at
// VM_START and reads events until VM_DEATH, as a debugger that lets the program run would.
import net from 'node:net';
import { writeFileSync } from 'node:fs';
import { HANDSHAKE, PacketSplitter, Reader, commandPacket } from '../../wasm-bridge/jdwp/wire.mjs';

const [record, ...words] = process.argv.slice(2);
const port = words.at(-1);
writeFileSync(record, `${words.slice(0, -1).map((w) => `[${w}]`).join('')}[${/^\d+$/.test(port) ? '<port>' : port}]\n`);
const s = net.connect(Number(port), '127.0.0.1');
s.write(HANDSHAKE);
const splitter = new PacketSplitter();
let handshake = Buffer.alloc(0);
s.on('data', (chunk) => {
    if (handshake.length < HANDSHAKE.length) {
        handshake = Buffer.concat([handshake, chunk]);
        if (handshake.length < HANDSHAKE.length) return;
        chunk = handshake.subarray(HANDSHAKE.length);
    }
    for (const pk of splitter.push(chunk)) {
        if (pk.error !== undefined) continue;
        const r = new Reader(pk.data);
        r.u8();
        const kinds = Array.from({ length: r.i32() }, () => { const k = r.u8(); r.i32(); if (k === 90) r.id(); return k; });
        if (kinds.includes(90)) s.write(commandPacket(1, 1, 9, new Uint8Array(0)));
        if (kinds.includes(99)) s.end();
    }
});
s.on('error', () => {});
