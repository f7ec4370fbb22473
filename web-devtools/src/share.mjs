// share.mjs: "Share": a link holding the program's source (its files, deflated and base64url-encoded
// in the URL's fragment, which never reaches a server), and opening such a link (the page then shows
// that program in place of the one kept in storage).

const PREFIX = '#program=';

async function deflate(text) {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function inflate(bytes) {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return new Response(stream).text();
}

function toBase64Url(bytes) {
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
    const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/** The link of the page showing `files` ([{ name, text }]). */
export async function shareLink(files) {
    const json = JSON.stringify(files.map((f) => ({ name: f.name, text: f.text })));
    const url = new URL(location.href);
    url.hash = PREFIX.slice(1) + toBase64Url(await deflate(json));
    return url.href;
}

/**
 * The files a shared link holds ([{ name, text }]), null when the page's URL holds none; throws a
 * readable error when it holds one that cannot be read.
 */
export async function sharedFiles(hash = location.hash) {
    if (!hash.startsWith(PREFIX)) return null;
    let files;
    try {
        files = JSON.parse(await inflate(fromBase64Url(hash.slice(PREFIX.length))));
    } catch (err) {
        throw new Error(`the shared link's program cannot be read (${err.message})`);
    }
    if (!Array.isArray(files) || !files.length || !files.every((f) => f && typeof f.name === 'string' && typeof f.text === 'string' && /^[A-Za-z_$][\w$]*\.java$/.test(f.name)))
        throw new Error('the shared link does not hold Java source files');
    return files;
}
