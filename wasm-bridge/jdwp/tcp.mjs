// tcp.mjs: the JDWP server's socket transport under Node, and the `-agentlib:jdwp=...` option as the
// JDK's agent takes it (transport=dt_socket, server=y|n, suspend=y|n, address=[host:]port).
// As a server it listens and prints "Listening for transport dt_socket at address: <port>" on stdout,
// as HotSpot does; with server=n it connects to the debugger's address. After the handshake packets
// go to and from the JdwpAgent (agent.mjs); the socket is read from Node's event loop, so commands
// are answered between the VM's slices.
import net from 'node:net';
import { JdwpStream } from './wire.mjs';

/** Parses the option's text (after "jdwp="). Throws naming what is not supported. */
export function parseJdwpOptions(text) {
    const o = { transport: null, server: false, suspend: true, address: null };
    for (const part of String(text || '').split(',').filter(Boolean)) {
        const eq = part.indexOf('=');
        const key = eq < 0 ? part : part.slice(0, eq);
        const value = eq < 0 ? '' : part.slice(eq + 1);
        const yn = () => {
            if (value !== 'y' && value !== 'n') throw new Error(`JDWP: ${key} must be y or n`);
            return value === 'y';
        };
        switch (key) {
            case 'transport': o.transport = value; break;
            case 'server': o.server = yn(); break;
            case 'suspend': o.suspend = yn(); break;
            case 'address': o.address = value; break;
            default: throw new Error(`JDWP: the WebAssembly VM's JDWP server does not support the option ${key}`);
        }
    }
    if (o.transport !== 'dt_socket') throw new Error(`JDWP: transport ${o.transport === null ? '(none)' : o.transport} is not supported: use transport=dt_socket`);
    if (!o.server && !o.address) throw new Error('JDWP: server=n needs an address to connect to');
    return o;
}

// "host:port", "*:port" or "port" (host 127.0.0.1 for a server, as HotSpot's default localhost).
function splitAddress(address, server) {
    const s = address || '0';
    const colon = s.lastIndexOf(':');
    const host = colon < 0 ? (server ? '127.0.0.1' : 'localhost') : s.slice(0, colon);
    const port = Number(colon < 0 ? s : s.slice(colon + 1));
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`JDWP: bad address ${address}`);
    return { host: host === '*' ? '0.0.0.0' : host, port };
}

/**
 * Serves `agent` (a JdwpAgent) over TCP as `options` (parseJdwpOptions) say. `print(text)` writes the
 * listening line. Resolves once listening (server) or connected (client); as a server it listens
 * again when the debugger detaches, as HotSpot's agent does. `close()` ends the socket, resolving when
 * its last packets are written.
 */
export async function serveJdwp(agent, options, { print }) {
    let socket = null;
    let server = null;
    let closing = false;
    const { host, port } = splitAddress(options.address, options.server);
    const attach = (s) => new Promise((resolve, reject) => {
        socket = s;
        s.setNoDelay(true);
        const stream = new JdwpStream((bytes) => s.write(bytes)); // the debugger speaks first, whichever side connected
        s.on('data', (chunk) => {
            const wasOpen = stream.open;
            let packets;
            try {
                packets = stream.push(chunk);
            } catch (e) {
                s.destroy();
                reject(e);
                return;
            }
            if (!wasOpen && stream.open) {
                agent.connect({ send: (b) => { if (!s.destroyed) s.write(b); }, close: () => s.end() });
                resolve();
            }
            for (const pk of packets) agent.receive(pk);
        });
        s.on('close', () => {
            if (stream.open) agent.disconnect();
            socket = null;
            if (options.server && !closing) listen().catch((e) => print(`${e.message}\n`));
        });
        s.on('error', () => {});
    });
    const listen = async () => {
        server = net.createServer((s) => {
            if (socket) { s.destroy(); return; } // one debugger at a time
            server.close();
            attach(s).catch((e) => { print(`${e.message}\n`); });
        });
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(port, host, resolve);
        });
        print(`Listening for transport dt_socket at address: ${server.address().port}\n`);
    };
    if (options.server) await listen();
    else {
        const s = net.connect(port, host);
        await new Promise((resolve, reject) => {
            s.once('connect', resolve);
            s.once('error', (e) => reject(new Error(`JDWP: cannot connect to ${host}:${port}: ${e.message}`)));
        });
        await attach(s);
    }
    return {
        close() {
            closing = true;
            if (server) server.close();
            if (!socket || socket.destroyed) return Promise.resolve();
            return new Promise((resolve) => {
                socket.once('close', resolve);
                socket.end();
                setTimeout(() => { if (socket) socket.destroy(); resolve(); }, 2000).unref();
            });
        },
    };
}
