// emitter.mjs: a minimal event emitter for the panel's models (the program controller and the
// project), so views subscribe to what they show instead of being called by name.

export class Emitter {
    constructor() { this.listeners = new Map(); }

    /** Calls listener(body) on every `event`; returns a function that unsubscribes. */
    on(event, listener) {
        if (!this.listeners.has(event)) this.listeners.set(event, new Set());
        this.listeners.get(event).add(listener);
        return () => this.listeners.get(event).delete(listener);
    }

    emit(event, body) {
        for (const l of this.listeners.get(event) || []) {
            try {
                l(body);
            } catch (err) {
                console.error(`listener of ${event} failed:`, err);
            }
        }
    }
}
