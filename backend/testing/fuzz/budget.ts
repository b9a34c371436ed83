import fc from 'fast-check';

/**
 * How long each fuzz target runs. CI: a few seconds each (FUZZ_MS overrides the target's default of a few
 * seconds; FUZZ_RUNS caps the inputs). `npm run bench:fuzz` raises both for the long form. Every target prints how many inputs it
 * tried, so the figures in BENCHMARKS.md come from real runs.
 */
export function fuzzBudget(defaultMs = 2500): { numRuns: number; interruptAfterTimeLimit: number } {
  return {
    numRuns: Number(process.env.FUZZ_RUNS ?? 1_000_000),
    interruptAfterTimeLimit: Number(process.env.FUZZ_MS ?? defaultMs),
  };
}

/** A single input taking longer than this counts as a hang (catastrophic backtracking, a loop…). */
export const SLOW_INPUT_MS = Number(process.env.FUZZ_SLOW_MS ?? 2000);

/**
 * fast-check's time limit stops waiting for the input still running (it races it against a timer); the
 * input goes on in the background. Against a database, its queries then meet the next test's clean-up
 * (a TRUNCATE deadlocked with one in CI), so the run waits for that input before it returns.
 */
function trackLastRun<T>(property: fc.IRawProperty<T>) {
  let lastRun: ReturnType<fc.IRawProperty<T>['run']> | undefined;
  const tracked: fc.IRawProperty<T> = {
    isAsync: () => property.isAsync(),
    generate: (random, runId) => property.generate(random, runId),
    shrink: (value) => property.shrink(value),
    run: (value) => {
      lastRun = property.run(value);
      return lastRun;
    },
    runBeforeEach: () => property.runBeforeEach(),
    runAfterEach: () => property.runAfterEach(),
  };
  const lastRunSettled = () =>
    Promise.resolve(lastRun).then(
      () => undefined,
      () => undefined,
    );
  return { tracked, lastRunSettled };
}

/** Runs a property within the budget, prints the inputs tried and fails with fast-check's shrunk report. */
export async function fuzz<T>(
  target: string,
  property: fc.IRawProperty<T>,
  defaultMs?: number,
): Promise<number> {
  const started = performance.now();
  const { tracked, lastRunSettled } = trackLastRun(property);
  const details = await fc.check(tracked, fuzzBudget(defaultMs));
  await lastRunSettled();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `[fuzz] ${target}: ${details.numRuns} entradas en ${seconds} s${details.failed ? ' — FALLO' : ''}`,
  );
  if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? `${target} failed`);
  return details.numRuns;
}

/** Rejects when `work` takes longer than `ms`: a hang becomes a failing input instead of a stuck run. */
export function withinMs<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`hung over ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([work, hung]).finally(() => clearTimeout(timer));
}
