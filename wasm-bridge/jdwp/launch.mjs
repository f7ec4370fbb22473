// launch.mjs: the WebAssembly VM under Node with the JDWP server, for wasm-bridge/bin/vitrine.mjs's
// `-agentlib:jdwp=...` (or `-Xrunjdwp:...`): the option is taken out of the java command line, the
// socket opened (tcp.mjs) before the VM starts, the JdwpAgent made in the OnLoad phase, and the
// process ends with the VM once the last events have reached the debugger. VITRINE_JDWP_TRACE=1 traces
// the commands and their answers on stderr.
import { startVitrine, writeFd } from '../node-vm.mjs';
import { JdwpAgent } from './agent.mjs';
import { JDWP_HELP, parseJdwpOptions, serveJdwp } from './tcp.mjs';

// java's options that take the next argument as their value.
const WITH_VALUE = new Set(['-cp', '-classpath', '--class-path', '-p', '--module-path', '--add-modules', '--add-opens',
    '--add-exports', '--add-reads', '--patch-module', '--limit-modules', '--upgrade-module-path']);

/** The index of the JDWP option among java's options (before the main class), or -1. */
export function findJdwpOption(argv) {
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (/^-agentlib:jdwp(=|$)/.test(a) || a.startsWith('-Xrunjdwp:')) return i;
        if (WITH_VALUE.has(a)) { i++; continue; }
        if (!a.startsWith('-') || a === '-jar' || a === '-m' || a === '--module') return -1;
    }
    return -1;
}

// The agent's connection before the agent exists (the socket may connect while the VM loads).
class PendingPort {
    constructor() {
        this.agent = null;
        this.conn = null;
        this.packets = [];
    }
    setAgent(agent) {
        this.agent = agent;
        if (this.conn) agent.connect(this.conn);
        for (const pk of this.packets.splice(0)) agent.receive(pk);
    }
    connect(conn) { if (this.agent) this.agent.connect(conn); else this.conn = conn; }
    receive(pk) { if (this.agent) this.agent.receive(pk); else this.packets.push(pk); }
    disconnect() { if (this.agent) this.agent.disconnect(); else this.conn = null; }
}

/** Runs java command line `argv`, which holds a JDWP option, with the JDWP server. */
export async function startWithJdwp(argv) {
    const i = findJdwpOption(argv);
    const text = argv[i].startsWith('-Xrunjdwp:') ? argv[i].slice('-Xrunjdwp:'.length) : argv[i].replace(/^-agentlib:jdwp=?/, '');
    const options = parseJdwpOptions(text);
    if (options.help) {
        writeFd(1, JDWP_HELP);
        process.exit(0);
    }
    const rest = [...argv.slice(0, i), ...argv.slice(i + 1)];
    const port = new PendingPort();
    const serve = () => serveJdwp(port, options, { print: (s) => writeFd(1, s) });
    // onthrow/onuncaught: the socket is opened when the exception is thrown
    const deferred = options.onthrow || options.onuncaught;
    let transport = deferred ? null : await serve();
    const startOn = deferred && {
        exception: options.onthrow, uncaught: options.onuncaught,
        start() {
            serve().then((t) => { transport = t; }, (e) => { writeFd(2, `${e.message}\n`); process.exit(1); });
        },
    };
    let controller = null;
    let exitCode = null;
    controller = await startVitrine(rest, {
        jvmti(bridge) {
            const trace = process.env.VITRINE_JDWP_TRACE ? (t) => writeFd(2, `jdwp: ${t}\n`) : null;
            const agent = new JdwpAgent(bridge, { suspend: options.suspend && !deferred, trace, startOn });
            agent.host = { exit: (code) => { if (controller) controller.stop(code); else exitCode = code; } };
            port.setAgent(agent);
        },
        onExit: (status) => { (transport ? transport.close() : Promise.resolve()).then(() => process.exit(status)); },
    });
    if (exitCode !== null) controller.stop(exitCode);
    return controller;
}
