// Prints the server test files that run differently on PostgreSQL or Redis: those that read
// TEST_DATABASE_URL or TEST_REDIS_URL, themselves or through a module they import (most through
// apps/server/src/testing/test-database.ts). .ci/run gives them to the PostgreSQL/Redis leg; the
// other server tests (pure units) do not change with those variables, and ran already under `npm test`.
// A rule rather than a list, so a new area's tests are picked up by what they import.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = join(ROOT, 'apps/server');
const READS_BACKEND_ENV = /\bTEST_(DATABASE|REDIS)_URL\b/;
// Static and dynamic imports and re-exports of relative modules (the server imports with `.ts`).
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

const verdicts = new Map();

/** Whether `file` or anything it imports (relative imports only) reads the backend variables. */
function readsBackendEnv(file) {
  if (verdicts.has(file)) return verdicts.get(file);
  verdicts.set(file, false); // an import cycle answers from the rest of the graph
  const text = readFileSync(file, 'utf8');
  let verdict = READS_BACKEND_ENV.test(text);
  for (const [, spec] of text.matchAll(RELATIVE_IMPORT)) {
    if (verdict) break;
    const target = resolve(dirname(file), spec);
    const found = [target, `${target}.ts`, join(target, 'index.ts')].find(
      (f) => existsSync(f) && f.endsWith('.ts'),
    );
    if (found) verdict = readsBackendEnv(found);
  }
  verdicts.set(file, verdict);
  return verdict;
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = ['src', 'migrations']
  .map((d) => join(SERVER, d))
  .filter(existsSync)
  .flatMap(testFiles)
  .filter(readsBackendEnv)
  .map((f) => relative(ROOT, f))
  .sort();
if (files.length === 0)
  throw new Error('no server test reads TEST_DATABASE_URL or TEST_REDIS_URL: the rule is broken');
console.log(files.join('\n'));
