import { parseArgs } from 'node:util';
import { runBin } from '#devserver/run.ts';
import { recordSummary } from './summary.ts';

// `npm run bench:fuzz [-- --seconds 60]`: the fuzz targets that CI runs for a few seconds each, here for
// `seconds` each (PGlite). Each prints the inputs it tried; any 5xx, throw, hang or dropped filter fails
// with the shrunk counterexample.
const FUZZ_FILES = [
  'backend/rest/query/queryParams.fuzz.test.ts',
  'tests/integration/restFuzz.test.ts',
  'tests/integration/restFilterProperty.test.ts',
  'backend/storage/objectName.fuzz.test.ts',
  'tests/integration/storageFuzz.test.ts',
];
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' } } });
const ms = Number(values.seconds) * 1000;

try {
  await runBin('node_modules/vitest/vitest.mjs', ['run', ...FUZZ_FILES, `--testTimeout=${ms * 2 + 60_000}`], {
    env: { DATABASE_URL: '', FUZZ_MS: String(ms) },
  });
  recordSummary(fuzzLine(true));
} catch (error) {
  console.error((error as Error).message);
  recordSummary(fuzzLine(false));
  process.exit(1);
}

function fuzzLine(ok: boolean) {
  return {
    area: 'fuzzing',
    measure: `${FUZZ_FILES.length} objetivos × ${values.seconds} s (entradas probadas: arriba)`,
    value: ok ? 'sin 5xx, excepciones ni cuelgues' : 'encontró un fallo',
    target: '0 fallos',
    ok,
  };
}
