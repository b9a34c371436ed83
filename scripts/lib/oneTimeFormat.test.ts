import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 34 item 5: one time format everywhere, «19:00». Times of day are written by core/formatTime.ts
 * alone; an Intl option that picks the clock (timeStyle, hour, hourCycle, hour12) or toLocaleTimeString
 * anywhere else brings back «9:05» beside «09:05», or «7:00 p. m.» in a browser set to another locale.
 */
const CODE = ['src/**/*.{ts,tsx,astro}', 'admin/src/**/*.{ts,tsx}', 'core/**/*.ts', 'netlify/**/*.ts'];
const CLOCK_CHOICE = /\btimeStyle\b|\bhour12\b|\bhourCycle\b|toLocaleTimeString|\bhour:\s*['"]/;

describe('one time format', () => {
  it('formats every time of day through core/formatTime.ts', () => {
    const offenders = CODE.flatMap((pattern) => globSync(pattern))
      .filter((file) => !file.endsWith('.test.ts') && file !== 'core/formatTime.ts')
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            CLOCK_CHOICE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
