// objects-layout.mjs: where the frames-and-objects diagram puts each box. Frames stack in the left
// column, newest on top; an object goes in the column of its distance from the frames (1: referred to
// by a local), level with the first frame slot or object that refers to it where there is room. Positions are kept
// between steps (the `memory` passed back in): an object keeps its place for as long as it is shown,
// so the picture does not jump when the program steps. Pure: no DOM, sizes from the constants below
// (the stylesheet uses the same ones).

export const SIZES = { header: 24, row: 20, frameWidth: 190, objectWidth: 170, cell: 44, gap: 48, pad: 8 };

/** The height of a frame or object box with `rows` rows. */
export function boxHeight(rows) {
    return SIZES.header + Math.max(1, rows) * SIZES.row + 4;
}

function objectSize(o) {
    if (o.kind === 'array') {
        const cells = o.slots.length + (o.more ? 1 : 0);
        return { width: Math.max(SIZES.objectWidth * 0.6, Math.max(1, cells) * SIZES.cell + 8), height: SIZES.header + SIZES.row + 18 };
    }
    if (o.kind === 'string') return { width: SIZES.objectWidth, height: boxHeight(1) };
    return { width: SIZES.objectWidth, height: boxHeight(o.slots.length + (o.more ? 1 : 0)) };
}

/**
 * Lays out graph (objects-graph.mjs) given `memory` (the previous call's, or a new Map).
 * @returns {{ frames: Map<key, {x,y,width,height}>, objects: Map<id, {x,y,width,height,col}>, width, height }}
 */
export function layoutGraph(graph, memory) {
    const frames = new Map();
    let y = SIZES.pad;
    for (const f of graph.frames) {
        const h = boxHeight(f.vars.length);
        frames.set(f.key, { x: SIZES.pad, y, width: SIZES.frameWidth, height: h });
        y += h + 12;
    }
    // distance of each object from the frames (breadth first), and the slot that first refers to it
    const depth = new Map();
    const referrer = new Map();
    let level = [];
    for (const f of graph.frames) {
        f.vars.forEach((v, i) => {
            if (v.target && graph.objects.has(v.target) && !depth.has(v.target)) {
                depth.set(v.target, 1);
                referrer.set(v.target, frames.get(f.key).y + SIZES.header + i * SIZES.row);
                level.push(v.target);
            }
        });
    }
    for (let d = 2; level.length; d++) {
        const next = [];
        for (const id of level) {
            graph.objects.get(id).slots.forEach((s, i) => {
                if (s.target && graph.objects.has(s.target) && !depth.has(s.target)) {
                    depth.set(s.target, d);
                    referrer.set(s.target, { from: id, slot: i });
                    next.push(s.target);
                }
            });
        }
        level = next;
    }
    for (const id of graph.objects.keys()) if (!depth.has(id)) depth.set(id, 1);

    // columns: kept objects first (their place), then new ones in discovery order
    const placed = new Map();
    const columns = new Map(); // col -> [{ y, height }]
    const colWidth = memory.get('#colWidth') || new Map();
    // kept objects first (their places are fixed), then the new ones nearest the frames first, so the
    // object referring to a new one is placed before it
    const order = [...graph.objects.keys()].sort((a, b) => ((memory.has(b) ? 1 : 0) - (memory.has(a) ? 1 : 0)) || depth.get(a) - depth.get(b));
    for (const id of order) {
        const o = graph.objects.get(id);
        const size = objectSize(o);
        const kept = memory.get(id);
        const col = kept ? kept.col : depth.get(id) - 1;
        if (!columns.has(col)) columns.set(col, []);
        const taken = columns.get(col);
        const r = referrer.get(id);
        // level with the referring slot of a frame; level with the referring object's top (a chain of
        // objects, a linked list, then reads as one row)
        const wanted = typeof r === 'number' ? r - SIZES.header / 2 : r && placed.has(r.from) ? placed.get(r.from).y : 0;
        let top = kept ? kept.y : Math.max(SIZES.pad, wanted);
        if (!kept) {
            // the first place at or below the wanted one where it overlaps nothing in its column
            for (let moved = true; moved;) {
                moved = false;
                for (const t of taken) {
                    if (top < t.y + t.height + 12 && top + size.height + 12 > t.y) { top = t.y + t.height + 12; moved = true; }
                }
            }
        }
        taken.push({ y: top, height: size.height });
        colWidth.set(col, Math.max(colWidth.get(col) || 0, size.width));
        placed.set(id, { col, y: top, ...size });
        memory.set(id, { col, y: top });
    }
    memory.set('#colWidth', colWidth);
    // x of each column from the widths seen so far (kept between steps, so columns do not shift back)
    const xs = new Map();
    let x = SIZES.pad + SIZES.frameWidth + SIZES.gap;
    const maxCol = Math.max(-1, ...columns.keys());
    for (let c = 0; c <= maxCol; c++) {
        xs.set(c, x);
        x += (colWidth.get(c) || SIZES.objectWidth) + SIZES.gap;
    }
    const objects = new Map();
    let height = y;
    for (const [id, p] of placed) {
        objects.set(id, { x: xs.get(p.col), y: p.y, width: p.width, height: p.height, col: p.col });
        height = Math.max(height, p.y + p.height + SIZES.pad);
    }
    return { frames, objects, width: x, height };
}
