import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSchedule } from './jobSchedule.ts';
import { findJob, scheduledJobs } from './registry.ts';

const entries = new Set(
  readdirSync(new URL('../../functions', import.meta.url)).map((file) => file.replace(/\.ts$/, '')),
);

describe('the scheduled job registry', () => {
  it('names each job once, in lower-case words joined by -', () => {
    const names = scheduledJobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(findJob('reminders')?.name).toBe('reminders');
    expect(findJob('nada')).toBeUndefined();
  });

  it.each(scheduledJobs.map((job) => [job.name, job] as const))(
    '%s has a five-field cron, a Spanish description and its scheduled function on the same cron',
    async (name, job) => {
      expect(checkSchedule(job.schedule)).toBeUndefined();
      expect(job.description).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].+\.$/);
      expect(entries.has(name)).toBe(true);
      const entry = await import(`../../functions/${name}.ts`);
      expect(entry.default).toBeTypeOf('function');
      expect(entry.config).toEqual({ schedule: job.schedule });
    },
  );
});
