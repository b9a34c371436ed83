/** One stage of a run and how long it took; `failed` when it threw. */
export interface StageTime {
  name: string;
  ms: number;
  failed: boolean;
}

/** "1 min 05 s", "42 s": how a person reads a stage's length. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(minutes > 0 ? 2 : 1, '0');
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

/** The closing table of `npm test`: every stage that ran, its time, and the total. */
export function formatStageTimes(stages: readonly StageTime[]): string {
  const width = Math.max(5, ...stages.map((stage) => stage.name.length));
  const total = stages.reduce((sum, stage) => sum + stage.ms, 0);
  const line = (name: string, ms: number, note = '') =>
    `${name.padEnd(width)}  ${formatDuration(ms).padStart(10)}${note}`;
  return [
    'Tiempo por etapa:',
    ...stages.map((stage) => line(stage.name, stage.ms, stage.failed ? '  (falló)' : '')),
    line('Total', total),
  ].join('\n');
}

/** Runs stages one after another, announcing each and timing it (also when it fails); a stage returns its result. */
export function stageTimer(now: () => number = () => performance.now()) {
  const stages: StageTime[] = [];
  return {
    async stage<T>(name: string, run: () => Promise<T>): Promise<T> {
      console.log(`▶ ${name}`);
      const started = now();
      let failed = true;
      try {
        const result = await run();
        failed = false;
        return result;
      } finally {
        const ms = now() - started;
        stages.push({ name, ms, failed });
        console.log(`  ${name}: ${formatDuration(ms)}`);
      }
    },
    summary: () => formatStageTimes(stages),
  };
}
