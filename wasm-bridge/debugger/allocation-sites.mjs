// allocation-sites.mjs: where the program allocates, for the heap view: while sampling is on, the
// VM reports about one allocation per `interval` bytes (JVMTI SampledObjectAlloc, an exponentially
// distributed sampling point per thread: jvmti/heap_sampling.c), and each sample is counted under its
// class and the source lines of its top frames. The counts estimate where the bytes go: a site's
// share of the samples is its share of the allocated bytes.
//
//   dbg.setAllocationSampling(true, { interval: 64 * 1024 });
//   dbg.heapHistogram().allocationSites  // { available, sampling, interval, samples, sites: [...] }
import { typeName } from './values.mjs';

// The frames of a sample's stack that name its site (the allocating method and its callers).
const SITE_DEPTH = 3;

export class AllocationSites {
    constructor(dbg) {
        this.dbg = dbg;
        this.on = false;
        this.interval = 0;
        this.samples = 0;
        this.sites = new Map(); // key -> { className, frames: [{ method, line }], samples, bytes }
    }

    get available() { return !!this.dbg.capabilities.can_generate_sampled_object_alloc_events; }

    /** Starts or stops sampling (`interval`: mean bytes between samples); starting clears the counts. */
    set(on, { interval = 64 * 1024 } = {}) {
        if (!this.available) throw new Error('allocation sampling needs can_generate_sampled_object_alloc_events, which this VM does not offer');
        if (!Number.isInteger(interval) || interval < 0) throw new TypeError('setAllocationSampling: interval is a number of bytes (0: every allocation)');
        const j = this.dbg.jvmti;
        if (on) {
            j.setHeapSamplingInterval(interval);
            this.interval = interval;
            this.samples = 0;
            this.sites.clear();
        }
        j.setEventNotificationMode(on ? 'JVMTI_ENABLE' : 'JVMTI_DISABLE', 'SampledObjectAlloc', null);
        this.on = on;
        return this.summary();
    }

    /** The SampledObjectAlloc handler: counts the sample under its class and top frames. */
    sampled(e) {
        const d = this.dbg;
        const j = d.jvmti;
        let frames;
        try {
            frames = j.getStackTrace(null, 0, SITE_DEPTH).map((f) => {
                const info = d.info(f.method);
                return { method: `${info.className.replace(/\//g, '.')}.${info.name}`, line: f.location < 0 ? -1 : d.lineOf(f.method, f.location) };
            });
        } catch {
            frames = [];
        }
        const className = j.getClassSignature(e.objectKlass).signature;
        const key = `${className} ${frames.map((f) => `${f.method}:${f.line}`).join(' ')}`;
        let site = this.sites.get(key);
        if (!site) this.sites.set(key, site = { className, frames, samples: 0, bytes: 0 });
        site.samples++;
        site.bytes += Number(e.size);
        this.samples++;
        e.object.release();
        e.objectKlass.release();
        e.thread.release();
    }

    /** { available, sampling, interval, samples, sites: the top `limit` by samples }. */
    summary({ limit = 50 } = {}) {
        if (!this.available) return { available: false, reason: 'this VM does not offer allocation sampling (can_generate_sampled_object_alloc_events)' };
        const sites = [...this.sites.values()].sort((a, b) => b.samples - a.samples || b.bytes - a.bytes).slice(0, limit)
            .map((s) => ({ ...s, className: typeName(s.className), share: this.samples ? s.samples / this.samples : 0 }));
        return { available: true, sampling: this.on, interval: this.interval, samples: this.samples, sites };
    }
}
