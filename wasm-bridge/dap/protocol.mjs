// protocol.mjs: the Debug Adapter Protocol's wire format: messages as JSON preceded by a
// "Content-Length: N" header and a blank line, over any byte stream (stdio, a TCP socket).
//
//   const conn = new DapConnection(readable, writable);
//   conn.onMessage((msg) => ...);  conn.send({ type: 'event', event: 'initialized' });

export class DapConnection {
    constructor(input, output) {
        this.output = output;
        this.buffer = Buffer.alloc(0);
        this.listeners = [];
        this.closeListeners = [];
        this.seq = 1;
        input.on('data', (chunk) => this.receive(chunk));
        input.on('end', () => this.closeListeners.forEach((l) => l()));
        input.on('close', () => this.closeListeners.forEach((l) => l()));
    }

    onMessage(listener) { this.listeners.push(listener); }
    onClose(listener) { this.closeListeners.push(listener); }

    receive(chunk) {
        this.buffer = Buffer.concat([this.buffer, chunk]);
        for (;;) {
            const end = this.buffer.indexOf('\r\n\r\n');
            if (end < 0) return;
            const header = this.buffer.subarray(0, end).toString('ascii');
            const m = /Content-Length:\s*(\d+)/i.exec(header);
            if (!m) {
                // Not a DAP header: drop it, so one bad message does not stop the connection.
                this.buffer = this.buffer.subarray(end + 4);
                continue;
            }
            const length = Number(m[1]);
            if (this.buffer.length < end + 4 + length) return;
            const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
            this.buffer = this.buffer.subarray(end + 4 + length);
            let msg;
            try {
                msg = JSON.parse(body);
            } catch {
                this.send({ type: 'event', event: 'output', body: { category: 'console', output: `vitrine-dap: a message that is not JSON was ignored\n` } });
                continue;
            }
            for (const l of this.listeners) l(msg);
        }
    }

    /** Sends a message; its `seq` is set here. */
    send(msg) {
        const body = Buffer.from(JSON.stringify({ seq: this.seq++, ...msg }), 'utf8');
        this.output.write(`Content-Length: ${body.length}\r\n\r\n`);
        this.output.write(body);
    }
}
