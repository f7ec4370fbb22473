// attach-agent.mjs: live attach of a JVMTI agent linked statically into a WebAssembly program
// (vitrine_attach_agent, include/vitrine.h), shared by the Node host (node-vm.mjs: the controller's
// attachAgent) and the worker of the page API (web/worker.mjs: session.attachAgent). Called between
// slices.

/**
 * Calls Agent_OnAttach_<name>(options) in `module` (the Emscripten module of a running program);
 * answers its result (0: attached), or -1 (JNI_ERR) when the program links no agent `name` (or one
 * without Agent_OnAttach_<name>) or the VM does not run.
 */
export function attachStaticAgent(module, name, options = null) {
  if (typeof name !== 'string' || !name) throw new TypeError('attachAgent(name, options): name must be a non-empty string');
  if (options !== null && options !== undefined && typeof options !== 'string') throw new TypeError('attachAgent(name, options): options must be a string');
  const strings = [name, options].map((s) => {
    if (s === null || s === undefined) return 0;
    const bytes = new TextEncoder().encode(s);
    const p = module._vitrine_bridge_alloc(bytes.length + 1); // zero-filled: the terminator is there
    module.HEAPU8.set(bytes, p);
    return p;
  });
  try {
    return module._vitrine_attach_agent(strings[0], strings[1]);
  } finally {
    for (const p of strings) if (p) module._vitrine_bridge_free(p);
  }
}
