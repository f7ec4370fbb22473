/* test_monitor_table.c: the object-to-monitor side table (vm/monitor_table.c). Objects are stood for by
 * distinct 8-aligned addresses that are never dereferenced; monitors by malloc'd blocks, which the
 * table's sweep frees (the sanitizer build sees a double free or a leak).
 *
 * - many entries: each found after the table grew, absent keys not found;
 * - the sweep drops exactly the dead entries, frees their monitors, keeps every live one reachable and
 *   shrinks a mostly empty table;
 * - deletion inside clusters that wrap around the end of the table: every subset of a wrapping cluster
 *   dies in turn, and every survivor is still found (backward-shift deletion, no tombstones).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdlib.h>

#include "monitor_table.h"

static Object *key(uint32_t i) { return (Object *)(uintptr_t)(0x100000u + 8u * (uintptr_t)i); }
static uint32_t index_of(Object *o) { return (uint32_t)(((uintptr_t)o - 0x100000u) / 8u); }

static Monitor *new_monitor(void) {
    Monitor *m = malloc(16);
    assert_non_null(m);
    return m;
}

/* alive: a bit per key index */
typedef struct Alive {
    const uint8_t *bits;
    uint32_t n;
} Alive;

static bool is_alive(Object *o, void *ctx) {
    const Alive *a = ctx;
    uint32_t i = index_of(o);
    assert_true(i < a->n);
    return (a->bits[i >> 3] >> (i & 7)) & 1;
}

static void free_all(MonitorTable *t) {
    for (uint32_t i = 0; i < t->cap; i++) free(t->entries[i].monitor);
    free(t->entries);
    *t = (MonitorTable){0};
}

static void many_entries(void **state) {
    (void)state;
    MonitorTable t = {0};
    assert_null(monitor_table_get(&t, key(1)));
    enum { N = 20000 };
    Monitor **ms = calloc(N, sizeof *ms);
    for (uint32_t i = 0; i < N; i++) {
        ms[i] = new_monitor();
        monitor_table_put(&t, key(i), ms[i]);
    }
    assert_int_equal(t.count, N);
    assert_true(t.cap >= 2 * N);
    for (uint32_t i = 0; i < N; i++) assert_ptr_equal(monitor_table_get(&t, key(i)), ms[i]);
    for (uint32_t i = N; i < N + 1000; i++) assert_null(monitor_table_get(&t, key(i)));
    free(ms);
    free_all(&t);
}

static void sweep_keeps_the_living(void **state) {
    (void)state;
    MonitorTable t = {0};
    enum { N = 50000 };
    Monitor **ms = calloc(N, sizeof *ms);
    uint8_t *bits = calloc(N / 8 + 1, 1);
    uint32_t x = 12345, alive = 0;
    for (uint32_t i = 0; i < N; i++) {
        ms[i] = new_monitor();
        monitor_table_put(&t, key(i), ms[i]);
        x ^= x << 13, x ^= x >> 17, x ^= x << 5;
        if (x % 3 == 0) {
            bits[i >> 3] |= (uint8_t)(1u << (i & 7));
            alive++;
        }
    }
    Alive a = {bits, N};
    monitor_table_sweep(&t, is_alive, &a);
    assert_int_equal(t.count, alive);
    for (uint32_t i = 0; i < N; i++) {
        if (is_alive(key(i), &a)) assert_ptr_equal(monitor_table_get(&t, key(i)), ms[i]);
        else assert_null(monitor_table_get(&t, key(i)));
    }
    /* most die: the table shrinks and the rest stay found */
    uint32_t kept = 0;
    for (uint32_t i = 0; i < N; i++)
        if (is_alive(key(i), &a) && i % 50 != 0) bits[i >> 3] &= (uint8_t)~(1u << (i & 7));
        else if (is_alive(key(i), &a)) kept++;
    uint32_t cap_before = t.cap;
    monitor_table_sweep(&t, is_alive, &a);
    assert_int_equal(t.count, kept);
    assert_true(t.cap < cap_before && t.cap >= 2 * kept);
    for (uint32_t i = 0; i < N; i++)
        if (is_alive(key(i), &a)) assert_ptr_equal(monitor_table_get(&t, key(i)), ms[i]);
        else assert_null(monitor_table_get(&t, key(i)));
    /* new entries after a sweep go where dead ones were */
    for (uint32_t i = N; i < N + 100; i++) monitor_table_put(&t, key(i), ms[i - N] = new_monitor());
    for (uint32_t i = N; i < N + 100; i++) assert_ptr_equal(monitor_table_get(&t, key(i)), ms[i - N]);
    free(ms);
    free(bits);
    free_all(&t);
}

static void wrapping_clusters(void **state) {
    (void)state;
    /* keys whose home slot is one of the last two of a 64-slot table or the first one: inserted, they
       make one cluster that wraps around the end */
    enum { K = 9, SEARCH = 100000 };
    MonitorTable probe = {.cap = 64};
    uint32_t keys[K];
    int n = 0;
    const uint32_t homes[K] = {62, 63, 63, 62, 0, 63, 1, 0, 62};
    for (int h = 0; h < K; h++) {
        for (uint32_t i = 0; i < SEARCH; i++) {
            bool used = false;
            for (int j = 0; j < n; j++) used |= keys[j] == i;
            if (!used && monitor_table_home(&probe, key(i)) == homes[h]) {
                keys[n++] = i;
                break;
            }
        }
    }
    assert_int_equal(n, K);
    uint32_t max_index = 0;
    for (int j = 0; j < K; j++)
        if (keys[j] > max_index) max_index = keys[j];
    uint8_t *bits = calloc(max_index / 8 + 1, 1);
    Alive a = {bits, max_index + 1};
    for (uint32_t dead = 0; dead < (1u << K); dead++) {
        MonitorTable t = {0};
        Monitor *ms[K];
        for (int j = 0; j < K; j++) {
            ms[j] = new_monitor();
            monitor_table_put(&t, key(keys[j]), ms[j]);
        }
        assert_int_equal(t.cap, 64);
        for (int j = 0; j < K; j++) {
            if (dead & (1u << j)) bits[keys[j] >> 3] &= (uint8_t)~(1u << (keys[j] & 7));
            else bits[keys[j] >> 3] |= (uint8_t)(1u << (keys[j] & 7));
        }
        monitor_table_sweep(&t, is_alive, &a);
        assert_int_equal(t.count, K - __builtin_popcount(dead));
        for (int j = 0; j < K; j++) {
            if (dead & (1u << j)) assert_null(monitor_table_get(&t, key(keys[j])));
            else assert_ptr_equal(monitor_table_get(&t, key(keys[j])), ms[j]);
        }
        free_all(&t);
    }
    free(bits);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(many_entries),
        cmocka_unit_test(sweep_keeps_the_living),
        cmocka_unit_test(wrapping_clusters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
