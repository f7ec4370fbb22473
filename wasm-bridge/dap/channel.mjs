// channel.mjs: the attach channel between the Debug Adapter Protocol adapter (adapter.mjs) and a
// debuggee started on its own (debuggee.mjs's listenForAdapter): JSON messages, one a line, over a
// TCP socket. The messages are the ones the launch mode passes over Node's IPC channel.

/** Reads `socket`'s messages into onMessage(msg) (lines that are not JSON are skipped); returns
    send(msg), which drops messages once the socket is gone. */
export function lineChannel(socket, onMessage) {
    socket.setEncoding('utf8');
    let buffer = '';
    socket.on('data', (chunk) => {
        buffer += chunk;
        let nl;
        while ((nl = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, nl);
            buffer = buffer.slice(nl + 1);
            let msg;
            try { msg = JSON.parse(line); } catch { continue; }
            onMessage(msg);
        }
    });
    return (msg) => { if (!socket.destroyed && socket.writable) socket.write(JSON.stringify(msg) + '\n'); };
}
