// relay.mjs: a JDWP relay between a debugger and a VM in a web page. The page's JDWP server (web-tool.mjs,
// in the VM's worker) connects to the relay over a WebSocket; the debugger attaches to the relay's TCP
// port as to a VM ("Listening for transport dt_socket at address: N", as HotSpot prints it). Bytes go
// both ways unchanged (the JDWP handshake included: the page's server answers it), and what one side
// sends before the other has connected waits for it. One page and one debugger at a time; when either
// goes, the other is closed.
import http from 'node:http';
import net from 'node:net';
import { acceptWebSocket } from './websocket.mjs';

/**
 * Starts a relay: `jdwpPort` for the debugger, `wsPort` for the page (0: free ports), on `host`
 * (127.0.0.1). Resolves to { jdwpPort, wsUrl, close() }.
 */
export async function startRelay({ jdwpPort = 0, wsPort = 0, host = '127.0.0.1' } = {}) {
    let page = null;       // the WebSocket of the page's JDWP server
    let debuggee = null;   // the debugger's TCP socket
    let toPage = [];
    let toDebugger = [];
    const pair = () => {
        if (!page || !debuggee) return;
        for (const b of toPage.splice(0)) page.send(b);
        for (const b of toDebugger.splice(0)) debuggee.write(b);
    };
    const web = http.createServer((req, res) => { res.writeHead(426, { 'content-type': 'text/plain' }); res.end('a WebSocket for the JDWP relay\n'); });
    web.on('upgrade', (req, socket, head) => {
        if (page) { socket.end('HTTP/1.1 409 Conflict\r\nConnection: close\r\n\r\n'); return; }
        const ws = acceptWebSocket(req, socket, head);
        if (!ws) return;
        page = ws;
        ws.onMessage((bytes) => { if (debuggee) debuggee.write(bytes); else toDebugger.push(bytes); });
        ws.onClose(() => {
            page = null;
            toPage = [];
            if (debuggee) debuggee.end();
        });
        pair();
    });
    const tcp = net.createServer((s) => {
        if (debuggee) { s.destroy(); return; }
        debuggee = s;
        s.setNoDelay(true);
        s.on('data', (chunk) => { if (page) page.send(chunk); else toPage.push(chunk); });
        s.on('close', () => {
            debuggee = null;
            toDebugger = [];
            if (page) page.close();
        });
        s.on('error', () => {});
        pair();
    });
    await new Promise((resolve, reject) => { web.once('error', reject); web.listen(wsPort, host, resolve); });
    await new Promise((resolve, reject) => { tcp.once('error', reject); tcp.listen(jdwpPort, host, resolve); });
    return {
        jdwpPort: tcp.address().port,
        wsUrl: `ws://${host}:${web.address().port}/`,
        close() {
            if (page) page.close();
            if (debuggee) debuggee.destroy();
            web.close();
            tcp.close();
        },
    };
}
