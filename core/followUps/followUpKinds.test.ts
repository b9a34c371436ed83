import { describe, expect, it } from 'vitest';
import { isDue, isOverdue, utcDay } from './followUpKinds.ts';

describe('due and overdue', () => {
  it.each([
    ['nuevo', '2026-12-01', true, true],
    ['en_curso', '2026-12-02', true, false],
    ['nuevo', '2026-12-03', false, false],
    ['cerrado', '2026-11-01', false, false],
  ])('%s due %s: due %s, overdue %s', (status, due_on, due, overdue) => {
    expect(isDue({ status, due_on }, '2026-12-02')).toBe(due);
    expect(isOverdue({ status, due_on }, '2026-12-02')).toBe(overdue);
  });

  it('counts days in UTC', () => {
    expect(utcDay(new Date('2026-12-02T23:30:00-06:00'))).toBe('2026-12-03');
  });
});
