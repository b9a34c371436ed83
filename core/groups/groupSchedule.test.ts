import { describe, expect, it } from 'vitest';
import { dayLabel, groupWhen, kindLabel, meetingTime } from './groupSchedule.ts';

describe('groupSchedule', () => {
  it.each([
    [1, '19:30:00', 'Lunes, 19:30'],
    [5, '07:05:00', 'Viernes, 07:05'],
    [7, '10:00', 'Domingos, 10:00'],
  ])('says day %i at %s as «%s»', (day, time, expected) => {
    expect(groupWhen(day, time)).toBe(expected);
  });

  it('names the kinds in Spanish and leaves an unknown one as it is', () => {
    expect(kindLabel('jovenes')).toBe('Jóvenes');
    expect(kindLabel('general')).toBe('Para todos');
    expect(kindLabel('otro')).toBe('otro');
  });

  it('names no day outside Monday to Sunday', () => {
    expect(dayLabel(0)).toBe('');
    expect(dayLabel(8)).toBe('');
    expect(meetingTime('20:15:00')).toBe('20:15');
  });
});
