import { describe, expect, it } from 'vitest';
import { gapText, gridDays, shiftDatesAhead, shiftGrid, totalGaps } from './shiftSchedule.ts';

const welcome = {
  id: 'bienvenida',
  capacity: 4,
  starts_at: '2025-01-05T09:30:00',
  ends_at: '2025-01-05T12:00:00',
  time_zone: 'America/Mexico_City',
  recurrence_rule: 'FREQ=WEEKLY;BYDAY=SU',
};
// A Wednesday: the next Sunday is 2026-12-06, 09:30 in Mexico City (UTC−6) = 15:30Z.
const NOW = new Date('2026-12-02T12:00:00Z');

describe('shiftDatesAhead', () => {
  it('lists the Sundays of the next eight weeks at their wall-clock time', () => {
    const dates = shiftDatesAhead(welcome, NOW);
    expect(dates).toHaveLength(8);
    expect(dates[0]?.start.toInstant().toString()).toBe('2026-12-06T15:30:00Z');
    expect(dates.every(({ start }) => start.hour === 9 && start.minute === 30)).toBe(true);
  });

  it('leaves out a date that has started', () => {
    const during = new Date('2026-12-06T16:00:00Z');
    expect(shiftDatesAhead(welcome, during)[0]?.start.toInstant().toString()).toBe('2026-12-13T15:30:00Z');
  });
});

describe('shiftGrid', () => {
  it('counts the confirmed on each date against its places, own places first', () => {
    const [row] = shiftGrid(
      [welcome],
      [
        { list_id: 'bienvenida', starts_at: '2026-12-06T15:30:00+00:00', capacity: null, confirmed: 2 },
        { list_id: 'bienvenida', starts_at: '2026-12-13T15:30:00Z', capacity: 2, confirmed: 2 },
        { list_id: 'otro', starts_at: '2026-12-20T15:30:00Z', capacity: null, confirmed: 3 },
      ],
      NOW,
    );
    expect(row?.cells.slice(0, 3)).toEqual([
      { start: '2026-12-06T15:30:00Z', day: '2026-12-06', filled: 2, slots: 4, gap: 2 },
      { start: '2026-12-13T15:30:00Z', day: '2026-12-13', filled: 2, slots: 2, gap: 0 },
      { start: '2026-12-20T15:30:00Z', day: '2026-12-20', filled: 0, slots: 4, gap: 4 },
    ]);
    expect(totalGaps(row ? [row] : [])).toBe(2 + 0 + 4 * 6);
  });

  it('gives the grid one column per day on which any shift has a date', () => {
    const saturday = {
      ...welcome,
      id: 'jovenes',
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=SA',
      starts_at: '2025-01-04T16:00:00',
      ends_at: '2025-01-04T18:00:00',
    };
    const rows = shiftGrid([welcome, saturday], [], NOW, 1);
    expect(gridDays(rows)).toEqual(['2026-12-05', '2026-12-06']);
  });
});

describe('gapText', () => {
  it.each([
    [0, 'Completo'],
    [1, 'Falta 1'],
    [3, 'Faltan 3'],
  ])('%i places to fill read «%s»', (gap, text) => {
    expect(gapText({ gap })).toBe(text);
  });
});
