// web-tool.mjs: the JDWP server in a web page's VM, as a JVMTI tool of the page API (`tools` option of
// wasm-bridge/browser.mjs's startVitrine: this module's default export runs in the worker in the
// OnLoad phase). It connects to a JDWP relay over a WebSocket (relay.mjs, `node
// wasm-bridge/bin/vitrine-jdwp-relay.mjs`), through which a debugger attached to the relay's TCP port
// debugs the page's program. Tool options: relay (the relay's WebSocket URL), suspend (false: the
// program runs at once; default true, as -agentlib:jdwp's suspend=y).
import { JdwpAgent } from './agent.mjs';
import { JdwpStream } from './wire.mjs';

export default function jdwpTool(bridge, { options = {} } = {}) {
    if (!options.relay) throw new TypeError('the JDWP tool needs options.relay, the relay\'s WebSocket URL');
    // the page's worker outlives the program: the connection ends with the VM, so the debugger sees it end
    const agent = new JdwpAgent(bridge, { suspend: options.suspend !== false, onVMDeath: () => ws.close() });
    const ws = new WebSocket(options.relay);
    ws.binaryType = 'arraybuffer';
    const stream = new JdwpStream((bytes) => ws.send(bytes));
    ws.onmessage = (e) => {
        const wasOpen = stream.open;
        let packets;
        try {
            packets = stream.push(new Uint8Array(e.data));
        } catch {
            ws.close();
            return;
        }
        if (!wasOpen && stream.open) agent.connect({ send: (b) => { if (ws.readyState === 1) ws.send(b); }, close: () => ws.close() });
        for (const pk of packets) agent.receive(pk);
        bridge.wakeHost(); // a command may have resumed a thread
    };
    ws.onclose = () => { if (stream.open) agent.disconnect(); };
}
