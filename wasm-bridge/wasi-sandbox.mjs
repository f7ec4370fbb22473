// wasi-sandbox.mjs: keeps a WASI program under node:wasi inside the directories it was granted.
//
// node:wasi resolves a path inside a preopened directory on the host, and the host follows symbolic
// links wherever they point: a link in a granted directory (or one the program makes) would open
// any file of the host. Node's documentation says as much: node:wasi is no sandbox by itself. This
// wraps the path functions of WASI preview1: each path is resolved on the host the way the call would
// resolve it, and a call whose target lies outside every granted directory fails with ENOTCAPABLE,
// as a WASI host that enforces capabilities (wasmtime) answers. The directory each descriptor stands
// for is learnt from fd_prestat_dir_name (the preopens, which wasi-libc reads at start-up) and from
// path_open. Checks and calls are not atomic: a link swapped in between by another process of the
// host is not caught (the program itself cannot, it runs alone).
//
// The host's /dev may be granted for its random, urandom, null and zero devices alone: the JDK's
// SecureRandom reads /dev/random and /dev/urandom (without them it falls back on a seeder that
// needs network interfaces), and WASI preview1 has no way to grant single files.
import { realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

const ENOTCAPABLE = 76;
const LOOKUP_SYMLINK_FOLLOW = 1;

/** The host path `p` leads to, symbolic links followed, for a path that may not exist yet. */
function hostRealpath(p) {
    let rest = '';
    let at = p;
    for (;;) {
        try {
            const real = realpathSync(at);
            return rest ? join(real, rest) : real;
        } catch (e) {
            if (e.code !== 'ENOENT' && e.code !== 'ENOTDIR') throw e;
            const up = dirname(at);
            if (up === at) return p;
            rest = rest ? join(basename(at), rest) : basename(at);
            at = up;
        }
    }
}

/** The devices a granted /dev gives. */
export const DEVICES = ['random', 'urandom', 'null', 'zero'];

/**
 * Wraps `imports.wasi_snapshot_preview1` in place. `preopens` maps guest paths to host directories
 * (a host /dev among them gives DEVICES only); `memory()` returns the instance's memory (known once
 * it is instantiated).
 */
export function confineToPreopens(imports, preopens, memory) {
    const wasi = imports.wasi_snapshot_preview1;
    const roots = Object.values(preopens).map((d) => hostRealpath(resolve(d))).filter((r) => r !== '/dev');
    const devices = Object.values(preopens).some((d) => resolve(d) === '/dev') ? DEVICES.map((d) => `/dev/${d}`) : [];
    const guestToHost = new Map(Object.entries(preopens).map(([g, h]) => [g, resolve(h)]));
    const fdDirs = new Map(); // descriptor -> host path

    const inside = (real) => devices.includes(real) || roots.some((r) => real === r || real.startsWith(r === '/' ? r : r + '/'));
    const text = (ptr, len) => Buffer.from(memory().buffer, ptr, len).toString('utf8');
    const u32 = (ptr) => new DataView(memory().buffer).getUint32(ptr, true);

    // Whether the call may reach `path` from descriptor `fd`: the final component followed or not.
    function allowed(fd, ptr, len, follow) {
        const dir = fdDirs.get(fd);
        if (dir === undefined) return true; // not a directory this wrapper knows: the host decides
        const host = resolve(dir, text(ptr, len));
        if (!inside(hostRealpath(host))) {
            if (follow) return false;
            // not followed: the entry itself may be a link, what matters is the directory holding it
            if (!inside(hostRealpath(dirname(host)))) return false;
        }
        return true;
    }

    // Every import becomes a JavaScript function, also those not checked here: V8 then calls node:wasi
    // the ordinary way, not through its fast API calls, which in Node 20 keep the memory's backing
    // store from before a memory.grow, so that once the heap grows every call reads and writes freed
    // memory: output lost, or a SIGSEGV in node (nodejs/node#53087).
    for (const [name, f] of Object.entries(wasi)) {
        if (typeof f === 'function') wasi[name] = (...a) => f(...a);
    }

    const wrap = (name, check) => {
        const f = wasi[name];
        if (typeof f !== 'function') return;
        wasi[name] = (...a) => (check(...a) ? f(...a) : ENOTCAPABLE);
    };

    const prestatDirName = wasi.fd_prestat_dir_name;
    wasi.fd_prestat_dir_name = (fd, ptr, len) => {
        const r = prestatDirName(fd, ptr, len);
        if (r === 0) {
            const host = guestToHost.get(text(ptr, len).replace(/\0+$/, ''));
            if (host !== undefined) fdDirs.set(fd, host);
        }
        return r;
    };
    const pathOpen = wasi.path_open;
    wasi.path_open = (fd, dirflags, ptr, len, oflags, rightsBase, rightsInheriting, fdflags, fdOut) => {
        if (!allowed(fd, ptr, len, (dirflags & LOOKUP_SYMLINK_FOLLOW) !== 0)) return ENOTCAPABLE;
        const host = fdDirs.has(fd) ? resolve(fdDirs.get(fd), text(ptr, len)) : undefined;
        const r = pathOpen(fd, dirflags, ptr, len, oflags, rightsBase, rightsInheriting, fdflags, fdOut);
        if (r === 0 && host !== undefined) fdDirs.set(u32(fdOut), hostRealpath(host));
        return r;
    };
    const fdClose = wasi.fd_close;
    wasi.fd_close = (fd) => {
        fdDirs.delete(fd);
        return fdClose(fd);
    };
    const fdRenumber = wasi.fd_renumber;
    wasi.fd_renumber = (from, to) => {
        const r = fdRenumber(from, to);
        if (r === 0) {
            if (fdDirs.has(from)) fdDirs.set(to, fdDirs.get(from));
            else fdDirs.delete(to);
            fdDirs.delete(from);
        }
        return r;
    };

    wrap('path_filestat_get', (fd, flags, ptr, len) => allowed(fd, ptr, len, (flags & LOOKUP_SYMLINK_FOLLOW) !== 0));
    wrap('path_filestat_set_times', (fd, flags, ptr, len) => allowed(fd, ptr, len, (flags & LOOKUP_SYMLINK_FOLLOW) !== 0));
    wrap('path_create_directory', (fd, ptr, len) => allowed(fd, ptr, len, false));
    wrap('path_remove_directory', (fd, ptr, len) => allowed(fd, ptr, len, false));
    wrap('path_unlink_file', (fd, ptr, len) => allowed(fd, ptr, len, false));
    wrap('path_readlink', (fd, ptr, len) => allowed(fd, ptr, len, false));
    wrap('path_symlink', (oldPtr, oldLen, fd, ptr, len) => allowed(fd, ptr, len, false));
    wrap('path_rename', (fd, ptr, len, newFd, newPtr, newLen) =>
        allowed(fd, ptr, len, false) && allowed(newFd, newPtr, newLen, false));
    wrap('path_link', (fd, flags, ptr, len, newFd, newPtr, newLen) =>
        allowed(fd, ptr, len, (flags & LOOKUP_SYMLINK_FOLLOW) !== 0) && allowed(newFd, newPtr, newLen, false));
    return imports;
}
