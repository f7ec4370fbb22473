// inflate.mjs: a synchronous decoder of zlib streams (RFC 1950 around RFC 1951's deflate), for the
// class pack's chunks when the VM must have one at once (a class read on demand, from a synchronous
// request in the worker). The browser's DecompressionStream is asynchronous and cannot serve there.
//
//   import { inflateZlib } from './inflate.mjs';
//   const bytes = inflateZlib(packed, expectedLength);
//
// Huffman codes are decoded canonically: per code length, the count of codes and the symbols in
// order (as RFC 1951 section 3.2.2 builds them); the fixed tables are built once.

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
  4097, 6145, 8193, 12289, 16385, 24577];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
// The order in which a dynamic block sends the code lengths of the code-length alphabet.
const CLEN_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** A canonical Huffman code from code lengths: counts per length and symbols sorted by code. */
function buildCode(lengths, n) {
  const counts = new Uint16Array(16);
  for (let i = 0; i < n; i++) counts[lengths[i]]++;
  counts[0] = 0;
  const offsets = new Uint16Array(16);
  for (let len = 1; len < 16; len++) offsets[len] = offsets[len - 1] + counts[len - 1];
  const symbols = new Uint16Array(n);
  for (let i = 0; i < n; i++) if (lengths[i]) symbols[offsets[lengths[i]]++] = i;
  return { counts, symbols };
}

let fixedCodes = null;
function fixed() {
  if (!fixedCodes) {
    const l = new Uint8Array(288);
    l.fill(8, 0, 144); l.fill(9, 144, 256); l.fill(7, 256, 280); l.fill(8, 280, 288);
    fixedCodes = { lit: buildCode(l, 288), dist: buildCode(new Uint8Array(30).fill(5), 30) };
  }
  return fixedCodes;
}

class Inflater {
  constructor(input, expected) {
    this.in = input;
    this.pos = 0;
    this.bitBuf = 0;
    this.bitCount = 0;
    this.out = new Uint8Array(expected > 0 ? expected : Math.max(1024, input.length * 4));
    this.outLen = 0;
  }

  fail(what) { throw new Error(`inflate: ${what} (input byte ${this.pos})`); }

  bits(n) {
    while (this.bitCount < n) {
      if (this.pos >= this.in.length) this.fail('unexpected end of data');
      this.bitBuf |= this.in[this.pos++] << this.bitCount;
      this.bitCount += 8;
    }
    const v = this.bitBuf & ((1 << n) - 1);
    this.bitBuf >>>= n;
    this.bitCount -= n;
    return v;
  }

  decode(code) {
    let first = 0, index = 0, c = 0;
    for (let len = 1; len < 16; len++) {
      c |= this.bits(1);
      const count = code.counts[len];
      if (c - first < count) return code.symbols[index + c - first];
      index += count;
      first = (first + count) << 1;
      c <<= 1;
    }
    return this.fail('invalid Huffman code');
  }

  ensure(n) {
    if (this.outLen + n <= this.out.length) return;
    const bigger = new Uint8Array(Math.max(this.out.length * 2, this.outLen + n));
    bigger.set(this.out.subarray(0, this.outLen));
    this.out = bigger;
  }

  stored() {
    this.bitBuf = 0;
    this.bitCount = 0;
    if (this.pos + 4 > this.in.length) this.fail('unexpected end of data');
    const len = this.in[this.pos] | (this.in[this.pos + 1] << 8);
    const nlen = this.in[this.pos + 2] | (this.in[this.pos + 3] << 8);
    this.pos += 4;
    if (len !== (~nlen & 0xffff)) this.fail('stored block length check');
    if (this.pos + len > this.in.length) this.fail('unexpected end of data');
    this.ensure(len);
    this.out.set(this.in.subarray(this.pos, this.pos + len), this.outLen);
    this.outLen += len;
    this.pos += len;
  }

  codes(lit, dist) {
    for (;;) {
      const sym = this.decode(lit);
      if (sym < 256) {
        this.ensure(1);
        this.out[this.outLen++] = sym;
      } else if (sym === 256) {
        return;
      } else {
        const li = sym - 257;
        if (li >= 29) this.fail('invalid length symbol');
        const len = LENGTH_BASE[li] + this.bits(LENGTH_EXTRA[li]);
        const di = this.decode(dist);
        if (di >= 30) this.fail('invalid distance symbol');
        const d = DIST_BASE[di] + this.bits(DIST_EXTRA[di]);
        if (d > this.outLen) this.fail('distance before the start of the data');
        this.ensure(len);
        const out = this.out;
        let from = this.outLen - d;
        for (let i = 0; i < len; i++) out[this.outLen++] = out[from++];
      }
    }
  }

  dynamic() {
    const nlen = this.bits(5) + 257;
    const ndist = this.bits(5) + 1;
    const ncode = this.bits(4) + 4;
    if (nlen > 286 || ndist > 30) this.fail('too many length or distance codes');
    const lengths = new Uint8Array(320);
    for (let i = 0; i < ncode; i++) lengths[CLEN_ORDER[i]] = this.bits(3);
    const lencode = buildCode(lengths, 19);
    lengths.fill(0);
    for (let i = 0; i < nlen + ndist;) {
      const sym = this.decode(lencode);
      if (sym < 16) {
        lengths[i++] = sym;
      } else {
        let repeat, value = 0;
        if (sym === 16) {
          if (i === 0) this.fail('repeat with no previous length');
          value = lengths[i - 1];
          repeat = 3 + this.bits(2);
        } else if (sym === 17) {
          repeat = 3 + this.bits(3);
        } else {
          repeat = 11 + this.bits(7);
        }
        if (i + repeat > nlen + ndist) this.fail('too many code lengths');
        while (repeat--) lengths[i++] = value;
      }
    }
    if (!lengths[256]) this.fail('no end-of-block code');
    return { lit: buildCode(lengths.subarray(0, nlen), nlen), dist: buildCode(lengths.subarray(nlen, nlen + ndist), ndist) };
  }

  run() {
    let last;
    do {
      last = this.bits(1);
      const type = this.bits(2);
      if (type === 0) this.stored();
      else if (type === 1) { const f = fixed(); this.codes(f.lit, f.dist); }
      else if (type === 2) { const d = this.dynamic(); this.codes(d.lit, d.dist); }
      else this.fail('invalid block type');
    } while (!last);
    return this.out.length === this.outLen ? this.out : this.out.slice(0, this.outLen);
  }
}

/** The bytes of a zlib stream (`expected`: the decoded length if known). Throws on corrupt data. */
export function inflateZlib(input, expected = 0) {
  if (input.length < 6) throw new Error('inflate: too short for a zlib stream');
  const cmf = input[0], flg = input[1];
  if ((cmf & 0x0f) !== 8 || ((cmf << 8) | flg) % 31 !== 0 || (flg & 0x20)) throw new Error('inflate: not a zlib stream');
  const inflater = new Inflater(input.subarray(2), expected);
  const out = inflater.run();
  if (expected && out.length !== expected) throw new Error(`inflate: ${out.length} bytes where ${expected} were expected`);
  return out;
}
