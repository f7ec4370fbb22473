// A small JDWP client for the tests: connects to a VM's JDWP agent, does the handshake, sends commands
// and waits for their replies, and queues the composite events it receives. Uses the JDWP server's
// own wire module (wasm-bridge/jdwp/wire.mjs) for packets; everything else is the test's.
import net from 'node:net';
import { HANDSHAKE, PacketSplitter, Reader, Writer, commandPacket } from '../../wasm-bridge/jdwp/wire.mjs';

export { Reader, Writer };

export class JdwpClient {
    static async connect(port, host = '127.0.0.1') {
        const c = new JdwpClient();
        await c.open(port, host);
        return c;
    }

    async open(port, host) {
        this.socket = net.connect(port, host);
        this.replies = new Map();
        this.events = [];
        this.eventWaiters = [];
        this.nextId = 1;
        this.closed = false;
        await new Promise((resolve, reject) => { this.socket.once('connect', resolve); this.socket.once('error', reject); });
        this.socket.write(HANDSHAKE);
        let pending = Buffer.alloc(0);
        let splitter = null;
        await new Promise((resolve, reject) => {
            this.socket.on('data', (chunk) => {
                if (!splitter) {
                    pending = Buffer.concat([pending, chunk]);
                    if (pending.length < HANDSHAKE.length) return;
                    if (pending.subarray(0, HANDSHAKE.length).toString('latin1') !== HANDSHAKE) { reject(new Error('no handshake')); return; }
                    splitter = new PacketSplitter();
                    resolve();
                    chunk = pending.subarray(HANDSHAKE.length);
                }
                for (const pk of splitter.push(chunk)) this.packet(pk);
            });
            this.socket.on('close', () => {
                this.closed = true;
                for (const w of this.eventWaiters.splice(0)) w.reject(new Error('the connection closed'));
                for (const r of this.replies.values()) r.reject(new Error('the connection closed'));
            });
            this.socket.on('error', () => {});
        });
    }

    packet(pk) {
        if (pk.error !== undefined) {
            const r = this.replies.get(pk.id);
            if (r) { this.replies.delete(pk.id); r.resolve(pk); }
            return;
        }
        if (pk.set === 64 && pk.cmd === 100) {
            this.events.push(pk.data);
            const w = this.eventWaiters.shift();
            if (w) w.resolve(this.events.shift());
        }
    }

    /** Sends command set/cmd with data (a Writer or Buffer); resolves to { error, r: Reader }. */
    command(set, cmd, data = null) {
        const id = this.nextId++;
        const buf = data instanceof Writer ? data.bytes() : (data || Buffer.alloc(0));
        return new Promise((resolve, reject) => {
            this.replies.set(id, { resolve: (pk) => resolve({ error: pk.error, r: new Reader(pk.data) }), reject });
            this.socket.write(commandPacket(id, set, cmd, buf));
        });
    }

    /** The next composite event's data (a Reader). */
    nextEvent() {
        if (this.events.length) return Promise.resolve(new Reader(this.events.shift()));
        if (this.closed) return Promise.reject(new Error('the connection closed'));
        return new Promise((resolve, reject) => this.eventWaiters.push({ resolve: (d) => resolve(new Reader(d)), reject }));
    }

    close() { this.socket.end(); }
}
