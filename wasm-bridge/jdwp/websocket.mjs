// websocket.mjs: the server side of WebSocket connections (RFC 6455) for the JDWP relay (relay.mjs),
// no more than it needs: the opening handshake on an HTTP upgrade, binary and text messages (masked
// frames from the client, fragments joined), ping answered with pong, close answered and ended.
// Messages to the client go unmasked as binary frames.
import { createHash } from 'node:crypto';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/**
 * Accepts an HTTP 'upgrade' request (`req`, `socket`, `head` as Node's http server gives them) as a
 * WebSocket; returns { send(Uint8Array), close(), onMessage(fn), onClose(fn) }, or null (the request
 * is answered 400) when it is not a WebSocket handshake.
 */
export function acceptWebSocket(req, socket, head) {
    const key = req.headers['sec-websocket-key'];
    if (!key || String(req.headers.upgrade).toLowerCase() !== 'websocket') {
        socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
        return null;
    }
    const accept = createHash('sha1').update(key + GUID).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    socket.setNoDelay(true);
    const listeners = { message: [], close: [] };
    let pending = Buffer.from(head || []);
    let fragments = [];
    let closed = false;
    const frame = (opcode, payload) => {
        const n = payload.length;
        const header = n < 126 ? Buffer.from([0x80 | opcode, n])
            : n < 65536 ? Buffer.from([0x80 | opcode, 126, n >> 8, n & 0xff])
                : (() => { const h = Buffer.alloc(10); h[0] = 0x80 | opcode; h[1] = 127; h.writeBigUInt64BE(BigInt(n), 2); return h; })();
        if (!socket.destroyed) socket.write(Buffer.concat([header, Buffer.from(payload)]));
    };
    const end = () => {
        if (closed) return;
        closed = true;
        for (const f of listeners.close) f();
    };
    socket.on('data', (chunk) => {
        pending = Buffer.concat([pending, chunk]);
        for (;;) {
            if (pending.length < 2) return;
            const fin = (pending[0] & 0x80) !== 0;
            const opcode = pending[0] & 0x0f;
            const masked = (pending[1] & 0x80) !== 0;
            let len = pending[1] & 0x7f;
            let at = 2;
            if (len === 126) { if (pending.length < 4) return; len = pending.readUInt16BE(2); at = 4; }
            else if (len === 127) { if (pending.length < 10) return; len = Number(pending.readBigUInt64BE(2)); at = 10; }
            const maskAt = at;
            if (masked) at += 4;
            if (pending.length < at + len) return;
            const payload = Buffer.from(pending.subarray(at, at + len));
            if (masked) for (let i = 0; i < len; i++) payload[i] ^= pending[maskAt + (i & 3)];
            pending = pending.subarray(at + len);
            if (opcode === 0x8) { frame(0x8, Buffer.alloc(0)); socket.end(); end(); return; }
            if (opcode === 0x9) { frame(0xa, payload); continue; }
            if (opcode === 0xa) continue;
            fragments.push(payload);
            if (!fin) continue;
            const message = Buffer.concat(fragments);
            fragments = [];
            for (const f of listeners.message) f(new Uint8Array(message));
        }
    });
    socket.on('close', end);
    socket.on('error', () => {});
    return {
        send(bytes) { frame(0x2, bytes); },
        close() { if (!closed) { frame(0x8, Buffer.alloc(0)); socket.end(); } },
        onMessage(f) { listeners.message.push(f); },
        onClose(f) { listeners.close.push(f); },
    };
}
