// tcp.mjs: the JDWP server's socket transport under Node, and the `-agentlib:jdwp=...` option as the
// JDK's agent takes it (transport=dt_socket, server=y|n, suspend=y|n, address=[host:]port,
// timeout=<ms>, launch=<command>, onthrow=<class>, onuncaught=y|n, quiet=y|n, help; strict=y|n and
// stdalloc=y|n, obsolete in the JDK's agent, are accepted and change nothing, as there).
// As a server it listens and prints "Listening for transport dt_socket at address: <port>" on stdout,
// as HotSpot does, unless quiet=y (with launch=, the command is run instead, split at white space as
// the JDK's agent splits it, with the transport and the port as its last two arguments); with server=n it connects to the debugger's address. timeout= bounds the wait
// for the first debugger (or the connection): the process then ends as HotSpot's does. After the handshake packets
// go to and from the JdwpAgent (agent.mjs); the socket is read from Node's event loop, so commands
// are answered between the VM's slices.
import net from 'node:net';
import { JdwpStream } from './wire.mjs';

/** Parses the option's text (after "jdwp="). Throws naming what is not supported. */
export function parseJdwpOptions(text) {
    const o = { transport: null, server: false, suspend: true, address: null, timeout: 0, launch: null, help: false, onthrow: null, onuncaught: false, quiet: false };
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
            case 'timeout':
                if (!/^\d+$/.test(value)) throw new Error(`JDWP: timeout must be a number of milliseconds, not ${value}`);
                o.timeout = Number(value);
                break;
            case 'launch': o.launch = value; break;
            case 'onthrow': o.onthrow = value; break;
            case 'onuncaught': o.onuncaught = yn(); break;
            case 'quiet': o.quiet = yn(); break;
            // obsolete in the JDK's agent: still checked for y or n, then ignored
            case 'strict': case 'stdalloc': yn(); break;
            case 'help': o.help = true; return o;
            default: throw new Error(`JDWP: the WebAssembly VM's JDWP server does not support the option ${key}`);
        }
    }
    if (o.transport !== 'dt_socket') throw new Error(`JDWP: transport ${o.transport === null ? '(none)' : o.transport} is not supported: use transport=dt_socket`);
    if (!o.server && !o.address) throw new Error('JDWP: server=n needs an address to connect to');
    if ((o.onthrow || o.onuncaught) && !o.launch) throw new Error('JDWP: specify launch=<command line> when using onthrow or onuncaught');
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

/** The text of `-agentlib:jdwp=help` (printed on stdout; the launcher then ends with status 0, as HotSpot). */
export const JDWP_HELP = `The WebAssembly VM's JDWP server (docs/JDWP.md)
  -agentlib:jdwp=[help]|[<option>=<value>, ...]
Options:
  transport=dt_socket      the only transport: a TCP socket (required)
  server=y|n               y: listen for a debugger; n: connect to one listening (default n)
  address=[host:]port      where to listen or connect; port 0 takes a free one (host *: every interface)
  suspend=y|n              y: the program waits for the debugger before it starts (default y)
  timeout=<ms>             give up waiting for the debugger (listening or connecting) after <ms>
  launch=<command>         run <command> <transport> <port> once listening, instead of printing the port
  onthrow=<class>          start the server (and launch) only when an exception of that class is thrown
  onuncaught=y|n           start the server (and launch) only when an exception is not caught (default n)
  quiet=y|n                y: no "Listening for transport" line (default n)
  help                     print this text and exit
Obsolete options (accepted, no effect): strict=y|n, stdalloc=y|n
`;

// Runs the launch= command with the transport's name and the port as its last arguments; it runs on
// its own (the VM does not wait for it). The command is split at white space (C's isspace: space, tab,
// newline, vertical tab, form feed, carriage return) and nothing else, as the JDK's agent splits it:
// quotes and backslashes are characters of the words, so no word holds a space.
async function launchDebugger(command, port) {
    const { spawn } = await import('node:child_process');
    const [file, ...args] = command.split(/[ \t\n\v\f\r]+/).filter(Boolean);
    const child = spawn(file, [...args, 'dt_socket', String(port)], { stdio: 'inherit', detached: true });
    child.on('error', (e) => process.stderr.write(`JDWP: cannot launch ${file}: ${e.message}\n`));
    child.unref();
}

// What HotSpot's agent prints when no debugger came in time; the process then ends (status 0, as there).
function timedOut() {
    process.stderr.write('ERROR: transport error 203: timed out waiting for connection\n');
    process.stderr.write('JDWP exit error: could not connect, timeout or fatal error\n');
    process.exit(0);
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
    // A connection that sends no JDWP handshake is dropped (HotSpot's agent says so on stderr) while
    // the server goes on listening; one that does is the debugger, and the server stops listening
    // until it detaches.
    const attach = (s) => new Promise((resolve, reject) => {
        socket = s;
        s.setNoDelay(true);
        const stream = new JdwpStream((bytes) => s.write(bytes)); // the debugger speaks first, whichever side connected
        let refused = false;
        s.on('data', (chunk) => {
            const wasOpen = stream.open;
            let packets;
            try {
                packets = stream.push(chunk);
            } catch (e) {
                refused = true;
                if (socket === s) socket = null;
                s.destroy();
                reject(e);
                return;
            }
            if (!wasOpen && stream.open) {
                if (server) server.close();
                agent.connect({ send: (b) => { if (!s.destroyed) s.write(b); }, close: () => s.end() });
                resolve();
            }
            for (const pk of packets) agent.receive(pk);
        });
        s.on('close', () => {
            if (socket === s) socket = null;
            if (!stream.open) {
                // (HotSpot's words, spelling and all)
                if (!refused && options.server) process.stderr.write('Debugger failed to attach: handshake failed - connection prematurally closed\n');
                return;
            }
            agent.disconnect();
            if (options.server && !closing) listen().catch((e) => print(`${e.message}\n`));
        });
        s.on('error', () => {});
    });
    // timeout=: the first debugger must come (or be reached) in time
    let deadline = options.timeout ? setTimeout(timedOut, options.timeout) : null;
    const arrived = () => { if (deadline) clearTimeout(deadline); deadline = null; };
    // the port listened at first (address 0: the one the system chose), listened at again
    let bound = port;
    const listen = async () => {
        server = net.createServer((s) => {
            if (socket) { s.destroy(); return; } // one debugger at a time
            arrived();
            attach(s).catch((e) => {
                if (e.handshake) process.stderr.write(`Debugger failed to attach: ${e.message}\n`);
                else print(`${e.message}\n`);
            });
        });
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(bound, host, resolve);
        });
        bound = server.address().port;
        if (options.launch && !closing) {
            const command = options.launch;
            options.launch = null; // once: a debugger that detaches is waited for as usual
            await launchDebugger(command, server.address().port);
        } else if (!options.quiet) {
            print(`Listening for transport dt_socket at address: ${server.address().port}\n`);
        }
    };
    if (options.server) await listen();
    else {
        if (options.launch) await launchDebugger(options.launch, options.address);
        const s = net.connect(port, host);
        await new Promise((resolve, reject) => {
            s.once('connect', resolve);
            s.once('error', (e) => reject(new Error(`JDWP: cannot connect to ${host}:${port}: ${e.message}`)));
        });
        arrived();
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
