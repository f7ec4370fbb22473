// bytecode-view.mjs: the Bytecode tab: the shown frame's method as the JVM runs it (the views'
// bytecode(frameId)): one row per instruction (index, opcode, operands, source line), the current one
// marked and scrolled to, the frame's operand stack and locals beside it, and a button stepping one
// instruction (stepInstruction).
import { el, notice, replaceChildren } from './dom.mjs';
import { failureText } from './missing.mjs';

export class BytecodeView {
    constructor(panel, program) {
        this.panel = panel;
        this.program = program;
        this.visible = false;
        this.stale = true;
        replaceChildren(panel, notice('The bytecode of the current method shows when the program is paused in the debugger.'));
        program.on('stopped', () => { this.stale = true; if (this.visible) this.render(); });
        program.on('continued', () => { this.stale = true; });
    }

    setVisible(on) {
        this.visible = on;
        if (on && this.stale) this.render();
    }

    async render() {
        this.stale = false;
        const frame = this.program.frame;
        if (!frame) {
            replaceChildren(this.panel, notice('The bytecode of the current method shows when the program is paused in the debugger.'));
            return;
        }
        let code;
        try {
            code = await this.program.dbg.bytecode(frame.id);
        } catch (err) {
            replaceChildren(this.panel, notice(failureText('bytecode', err)));
            return;
        }
        this.draw(frame, code);
    }

    draw(frame, code) {
        const current = code.currentOffset ?? code.pc ?? frame.location;
        const instructions = code.instructions || [];
        const depths = instructions.some((i) => Number.isInteger(i.stackBefore));
        const rows = instructions.map((ins) => {
            const pc = ins.offset ?? ins.pc;
            const operands = Array.isArray(ins.operands) ? ins.operands.join(', ') : (ins.operands ?? ins.args ?? '');
            return el('tr', { class: pc === current ? 'current' : '', dataset: { pc } },
                el('td', { class: 'bc-marker' }, pc === current ? '▶' : ''),
                el('td', { class: 'bc-pc' }, String(pc)),
                el('td', { class: 'bc-op' }, ins.mnemonic ?? ins.name ?? String(ins.opcode)),
                el('td', { class: 'bc-args' }, String(operands), ins.comment ? el('span', { class: 'bc-comment' }, ` // ${ins.comment}`) : null),
                depths ? el('td', { class: 'bc-depth', title: 'values on the operand stack before this instruction' }, Number.isInteger(ins.stackBefore) ? String(ins.stackBefore) : '') : null,
                el('td', { class: 'bc-line' }, ins.line > 0 ? `line ${ins.line}` : ''));
        });
        const table = el('table', { class: 'bytecode' }, el('thead', {}, el('tr', {}, el('th', {}, ''), el('th', {}, 'pc'), el('th', {}, 'instruction'), el('th', {}, 'operands'), depths ? el('th', { title: 'operand stack depth before the instruction' }, 'stack') : null, el('th', {}, 'line'))), el('tbody', {}, rows));
        const stack = code.operandStack ?? code.stack;
        const locals = code.locals;
        const side = el('div', { class: 'bc-side' },
            el('h4', {}, 'Operand stack'),
            Array.isArray(stack) ? (stack.length ? el('ol', { class: 'bc-stack' }, stack.map((v) => el('li', {}, display(v)))) : notice('(empty)'))
                : notice(stack && stack.reason ? `Not shown: ${stack.reason}.` : 'The operand stack is not given by this build.'),
            code.maxStack !== undefined ? el('p', { class: 'muted' }, `max stack ${code.maxStack}, max locals ${code.maxLocals}`) : null,
            el('h4', {}, 'Locals'),
            Array.isArray(locals) ? el('ul', { class: 'bc-locals' }, locals.map((v, i) => el('li', {}, el('span', { class: 'muted-inline' }, `slot ${v?.slot ?? i} `), `${v?.name ?? ''} = ${display(v?.value ?? v)}`))) : notice('(not given)'),
            el('button', { class: 'step-instruction', onclick: () => this.stepInstruction() }, 'Step one instruction'));
        replaceChildren(this.panel, el('div', { class: 'bc-title' }, `${code.className || frame.name}.${code.methodName || ''}${code.signature || ''}`, code.currentLine > 0 ? el('span', { class: 'muted' }, `  line ${code.currentLine}`) : null),
            el('div', { class: 'bc-layout' }, el('div', { class: 'bc-code' }, table), side));
        const row = this.panel.querySelector('tr.current');
        if (row) row.closest('.bc-code').scrollTop = row.offsetTop - 60;
    }

    async stepInstruction() {
        const id = this.program.inspection?.threadId;
        if (id === undefined) return;
        try {
            this.program.onContinued();
            await this.program.dbg.stepInstruction(id);
        } catch (err) {
            replaceChildren(this.panel, notice(failureText('stepInstruction', err)));
        }
    }
}

function display(v) {
    if (v && typeof v === 'object') return v.value ?? v.display ?? JSON.stringify(v);
    return String(v);
}
