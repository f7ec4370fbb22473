// node-compiler.mjs: the compile server as a Node child process, with pipes for its stdin and stdout:
// on the WebAssembly build (the Node launcher, bin/vitrine.mjs), on the native VM, or on HotSpot's
// own java for comparison. Kept apart from compiler.mjs, which a browser page bundles.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { JavaCompiler, CompilerError, SERVER_CLASS, SERVER_VM_OPTIONS } from './compiler.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The command line that runs the compile server on `vm`:
 *   'wasm'     node wasm-bridge/bin/vitrine.mjs (the WebAssembly build, $VITRINE_WASM_DIR)
 *   'native'   build/native/vitrine ($VITRINE_NATIVE)
 *   'hotspot'  $JAVA_HOME/bin/java (HotSpot's javac in-process: the reference)
 * classDir is the server's compiled classes (default $VITRINE_WASM_DIR/web/compiler, else
 * build/wasm/web/compiler).
 * @param {{ vm?: 'wasm'|'native'|'hotspot', classDir?: string, jvmArgs?: string[] }} [options]
 * @returns {{ command: string, args: string[], classDir: string }}
 */
export function compileServerCommand({ vm = 'wasm', classDir, jvmArgs = [] } = {}) {
  const wasmDir = process.env.VITRINE_WASM_DIR || path.join(repoRoot, 'build', 'wasm');
  classDir = path.resolve(classDir || path.join(wasmDir, 'web', 'compiler'));
  const serverArgs = [...SERVER_VM_OPTIONS, ...jvmArgs, '-cp', classDir, SERVER_CLASS];
  switch (vm) {
    case 'wasm':
      return { command: process.execPath, args: [path.join(repoRoot, 'wasm-bridge', 'bin', 'vitrine.mjs'), ...serverArgs], classDir };
    case 'native':
      return { command: process.env.VITRINE_NATIVE || path.join(repoRoot, 'build', 'native', 'vitrine'), args: serverArgs, classDir };
    case 'hotspot': {
      const home = process.env.JAVA_HOME || '/usr/lib/jvm/java-17-openjdk-amd64';
      return { command: path.join(home, 'bin', 'java'), args: serverArgs, classDir };
    }
    default:
      throw new TypeError(`startNodeCompiler: vm must be 'wasm', 'native' or 'hotspot', not ${JSON.stringify(vm)}`);
  }
}

/**
 * Starts the compile server as a child process and resolves with its JavaCompiler once the server is
 * ready. Options: vm, classDir, jvmArgs (compileServerCommand), env (the child's environment,
 * default the host's), stderr(text) (the server's stderr; default: passed to this process's stderr),
 * `compiler.child` is the process; `compiler.close()`
 * ends its stdin and `compiler.exited` resolves with its exit status.
 * @param {{ vm?: 'wasm'|'native'|'hotspot', classDir?: string, jvmArgs?: string[], env?: object,
 *           stderr?: (text: string) => void }} [options]
 * @returns {Promise<JavaCompiler & { child: import('node:child_process').ChildProcess, exited: Promise<number> }>}
 */
export async function startNodeCompiler({ vm = 'wasm', classDir, jvmArgs, env, stderr } = {}) {
  const { command, args, classDir: dir } = compileServerCommand({ vm, classDir, jvmArgs });
  if (!fs.existsSync(path.join(dir, `${SERVER_CLASS}.class`))) {
    throw new CompilerError(`the compile server is not built: ${dir}/${SERVER_CLASS}.class is missing (make wasm)`);
  }
  const child = spawn(command, args, { env: env || process.env, stdio: ['pipe', 'pipe', 'pipe'] });
  const exitListeners = [];
  const exited = new Promise((resolve) => {
    child.on('error', (e) => {
      for (const l of exitListeners) l(-1, `${command} could not be started: ${e.message}`);
      resolve(-1);
    });
    child.on('close', (code, signal) => {
      const status = code ?? 128 + (os.constants.signals[signal] || 0); // as a shell reports a signal
      for (const l of exitListeners) l(status, signal ? `killed by ${signal}` : undefined);
      resolve(status);
    });
  });
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', stderr || ((text) => process.stderr.write(text)));
  child.stdin.on('error', () => {}); // a server that died: its exit is reported instead
  const compiler = new JavaCompiler({
    write: (text) => child.stdin.write(text),
    onOutput: (l) => child.stdout.on('data', l),
    onExit: (l) => exitListeners.push(l),
    close: () => child.stdin.end(),
  });
  compiler.child = child;
  compiler.exited = exited;
  try {
    await compiler.ready;
  } catch (e) {
    child.kill();
    throw e;
  }
  return compiler;
}
