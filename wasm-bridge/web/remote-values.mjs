// remote-values.mjs: how the worker's objects cross to the page (postMessage's structured clone). A
// JVMTI Handle (a Java object held for JavaScript) becomes { handle: n }, a number the worker keeps in
// its table until the page releases it; when the page passes { handle: n } back, it is the Handle
// again. Functions are left out, and errors become plain objects the page turns back into Errors.

export class RemoteValues {
  /** `isHandle(v)`: whether v is a Handle (the class is only loaded when the bridge is). */
  constructor(isHandle = () => false) {
    this.isHandle = isHandle;
    this.handles = new Map();   // n -> Handle
    this.ids = new Map();       // Handle -> n (one number per Handle object)
    this.nextHandle = 1;
  }

  /** A value the worker made, as the page may receive it. */
  encode(value, seen = new Set()) {
    if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
    if (this.isHandle(value)) {
      let n = this.ids.get(value);
      if (n === undefined) {
        n = this.nextHandle++;
        this.ids.set(value, n);
        this.handles.set(n, value);
      }
      return { handle: n };
    }
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Date || value instanceof RegExp) return value;
    if (seen.has(value)) throw new TypeError('the result refers to itself: it cannot be sent to the page');
    seen.add(value);
    try {
      if (Array.isArray(value)) return value.map((v) => this.encode(v, seen));
      if (value instanceof Map) return new Map([...value].map(([k, v]) => [this.encode(k, seen), this.encode(v, seen)]));
      if (value instanceof Set) return new Set([...value].map((v) => this.encode(v, seen)));
      if (value instanceof Error) return encodeError(value);
      const out = {};
      for (const [k, v] of Object.entries(value)) {
        if (typeof v !== 'function') out[k] = this.encode(v, seen);
      }
      return out;
    } finally {
      seen.delete(value);
    }
  }

  /** A value from the page, with its { handle: n } objects turned back into Handles. */
  decode(value) {
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value;
    if (Array.isArray(value)) return value.map((v) => this.decode(v));
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === 'handle' && typeof value.handle === 'number') {
      const h = this.handles.get(value.handle);
      if (!h) throw new TypeError(`handle ${value.handle} is unknown or was released`);
      return h;
    }
    const out = {};
    for (const k of keys) out[k] = this.decode(value[k]);
    return out;
  }

  /** Lets the Java object of { handle: n } go; the number is not valid afterwards. */
  release(ref) {
    const n = ref && typeof ref === 'object' ? ref.handle : ref;
    const h = this.handles.get(n);
    if (!h) throw new TypeError(`handle ${n} is unknown or was released`);
    this.handles.delete(n);
    this.ids.delete(h);
    h.release();
  }
}

/** An Error as a plain object: its name, message and own fields (a JvmtiError's error, code, function). */
export function encodeError(e) {
  if (!(e instanceof Error)) return { name: 'Error', message: String(e) };
  const out = { name: e.name, message: e.message, stack: e.stack };
  for (const [k, v] of Object.entries(e)) {
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[k] = v;
  }
  return out;
}

/** The page's Error for an encoded one: same name, message and fields. */
export function decodeError(o) {
  const e = new Error(o.message);
  for (const [k, v] of Object.entries(o)) if (k !== 'message' && k !== 'stack') e[k] = v;
  e.name = o.name || 'Error';
  if (o.stack) e.stack = `${e.name}: ${o.message}\n    (in the VM's worker)\n${o.stack.split('\n').slice(1).join('\n')}`;
  return e;
}
