// The debugger node-tests/jdwp-options.test.mjs has a VM launch (-agentlib:jdwp=...,launch=<this>):
// `node jdwp-launched-debugger.mjs <record> [<word> ...] <transport> <port>`. It writes the arguments
// after <record> to the file <record>, each in brackets (the port as "<port>" when it is a number), so
// the words a launch command was split into show; then it attaches to the port, resumes the VM at
// VM_START and reads events until VM_DEATH, as a debugger that lets the program run would.
import net from 'node:net';
import { writeFileSync } from 'node:fs';
import { letProgramRun } from './jdwp-let-run.mjs';

const [record, ...words] = process.argv.slice(2);
const port = words.at(-1);
writeFileSync(record, `${words.slice(0, -1).map((w) => `[${w}]`).join('')}[${/^\d+$/.test(port) ? '<port>' : port}]\n`);
const s = net.connect(Number(port), '127.0.0.1');
letProgramRun(s).then(() => s.end());
