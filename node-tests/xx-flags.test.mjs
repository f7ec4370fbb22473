// vm/xx_flags_table.inc (the -XX flags HotSpot takes, which the VM checks command lines against) must
// be what the installed JDK lists: scripts/gen-xx-flags.sh --check regenerates it into a scratch file
// and compares. The flags' behaviour is compared with java's in tests/launcher/cases.txt (the xx- cases).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { JAVA_HOME, ROOT } from './lib/java-corpus.mjs';

test('the -XX flag table is the installed JDK\'s', () => {
  const r = spawnSync('bash', [join(ROOT, 'scripts', 'gen-xx-flags.sh'), '--check'],
    { encoding: 'utf8', env: { ...process.env, JAVA_HOME } });
  assert.equal(r.status, 0, r.stderr);
});
