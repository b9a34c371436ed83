import { runBin } from '#devserver/run.ts';

// `npm run bench`: the long forms of the reliability checks that CI runs briefly — fuzzing (60 s per
// target), load (50 clients × 5,000 submissions, then a flood) and crashes (20 kill -9 per database).
const steps: Array<[string, string, string[]]> = [
  ['Fuzzing', 'scripts/bench/fuzz.ts', []],
  ['Carga', 'scripts/bench/load.ts', []],
  ['Caídas', 'scripts/bench/crash.ts', []],
];

for (const [title, script, args] of steps) {
  console.log(`\n━━ ${title} (${script}) ━━`);
  try {
    await runBin(script, args);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
