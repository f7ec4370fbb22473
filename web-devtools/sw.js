// sw.js: the devtools panel's service worker: it keeps the app shell (the page, its script, style and
// the VM's code) so the panel opens offline after the first visit. Requests go to the network first
// (a rebuilt panel is never served stale) and fall back to the copy kept here when the network fails.
// The class library's chunks are cached by the page API itself (class-pack.mjs, Cache API). The build
// (web-devtools/build.mjs) fills in the cache name and the shell's files.
const CACHE = '__CACHE_NAME__';
const SHELL = __SHELL__;

self.addEventListener('install', (event) => {
    event.waitUntil(caches.open(CACHE).then((c) => c.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
    event.waitUntil(caches.keys()
        .then((keys) => Promise.all(keys.filter((k) => k.startsWith('vitrine-devtools-') && k !== CACHE).map((k) => caches.delete(k))))
        .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
    const inShell = SHELL.some((f) => new URL(f, self.registration.scope).pathname === url.pathname);
    if (!inShell) return;
    event.respondWith(fetch(event.request).then((response) => {
        if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((c) => c.put(event.request, copy));
        }
        return response;
    }).catch(() => caches.match(event.request, { ignoreSearch: true })));
});
