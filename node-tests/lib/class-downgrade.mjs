// class-downgrade.mjs: rewrites a class file as version 49 (Java 5) without its StackMapTable
// attributes, so that a verifier must check it by type inference (JVMS 4.10.2). Class files using
// constants version 49 cannot have (invokedynamic, method handles, method types, dynamic constants)
// are left out: downgrade() returns null for them.

const POOL_SIZES = { 3: 5, 4: 5, 9: 5, 10: 5, 11: 5, 12: 5, 5: 9, 6: 9, 7: 3, 8: 3, 19: 3, 20: 3 };

export function downgrade(bytes) {
  const b = Buffer.from(bytes);
  const out = [];
  let p = 10;
  const count = b.readUInt16BE(8);
  const utf8 = new Map();
  for (let i = 1; i < count; i++) {
    const tag = b[p];
    if (tag === 1) {
      const len = b.readUInt16BE(p + 1);
      utf8.set(i, b.toString('utf8', p + 3, p + 3 + len));
      p += 3 + len;
    } else if (POOL_SIZES[tag]) {
      p += POOL_SIZES[tag];
      if (tag === 5 || tag === 6) i++;
    } else {
      return null; /* 15-18: not in version 49 */
    }
  }
  const header = Buffer.from(b.subarray(0, p));
  header.writeUInt16BE(0, 4);
  header.writeUInt16BE(49, 6);
  out.push(header);
  const interfaces = b.readUInt16BE(p + 6);
  out.push(b.subarray(p, p + 8 + 2 * interfaces));
  p += 8 + 2 * interfaces;

  // Attributes from `at` in `buf`: copied without StackMapTable (and Code's own, recursively).
  const attributes = (buf, at) => {
    const n = buf.readUInt16BE(at);
    const kept = [];
    at += 2;
    for (let i = 0; i < n; i++) {
      const name = utf8.get(buf.readUInt16BE(at));
      const len = buf.readUInt32BE(at + 2);
      const body = buf.subarray(at + 6, at + 6 + len);
      if (name === 'Code') {
        const codeLen = body.readUInt32BE(4);
        let q = 8 + codeLen;
        q += 2 + 8 * body.readUInt16BE(q);
        const [sub] = attributes(body, q);
        const nb = Buffer.concat([body.subarray(0, q), sub]);
        const head = Buffer.alloc(6);
        head.writeUInt16BE(buf.readUInt16BE(at), 0);
        head.writeUInt32BE(nb.length, 2);
        kept.push(head, nb);
      } else if (name !== 'StackMapTable') {
        kept.push(buf.subarray(at, at + 6 + len));
      }
      if (name !== 'StackMapTable') kept.count = (kept.count || 0) + 1;
      at += 6 + len;
    }
    const head = Buffer.alloc(2);
    head.writeUInt16BE(kept.count || 0, 0);
    return [Buffer.concat([head, ...kept]), at];
  };
  for (let kind = 0; kind < 2; kind++) {
    const n = b.readUInt16BE(p);
    out.push(b.subarray(p, p + 2));
    p += 2;
    for (let i = 0; i < n; i++) {
      out.push(b.subarray(p, p + 6));
      const [attrs, next] = attributes(b, p + 6);
      out.push(attrs);
      p = next;
    }
  }
  out.push(attributes(b, p)[0]);
  return Buffer.concat(out);
}
