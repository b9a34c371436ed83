import fc from 'fast-check';
import { expect, it } from 'vitest';
import { fuzz } from './budget.ts';

it('fuzz returns only once the input running at the time limit has finished', async () => {
  let started = 0;
  let finished = 0;
  await fuzz(
    'espera la última entrada',
    fc.asyncProperty(fc.nat(), async () => {
      started++;
      await new Promise((resolve) => setTimeout(resolve, 80));
      finished++;
    }),
    100,
  );
  expect(started).toBeGreaterThan(0);
  expect(finished).toBe(started);
});
