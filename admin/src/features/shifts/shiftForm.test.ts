import { describe, expect, it } from 'vitest';
import { checkShiftForm, emptyShift, type ShiftListRow, shiftFormValues } from './shiftForm.ts';

const TZ = 'America/Mexico_City';

describe('checkShiftForm', () => {
  it('turns «Bienvenida, domingos 9:30, 4 personas» into a weekly list', () => {
    const checked = checkShiftForm({ ...emptyShift(TZ), title: ' Bienvenida ' });
    expect(checked).toEqual({
      ok: true,
      fields: {
        title: 'Bienvenida',
        description: '',
        starts_at: '2025-01-12T09:30:00',
        ends_at: '2025-01-12T12:00:00',
        time_zone: TZ,
        recurrence_rule: 'FREQ=WEEKLY;BYDAY=SU',
        capacity: 4,
        waitlist_limit: 0,
        closes_minutes_before: 720,
        is_open: true,
      },
    });
  });

  it.each([
    [{ title: '' }, 'title', 'Escribe el nombre del turno (máximo 120 caracteres).'],
    [{ starts: '9' }, 'starts', 'Escribe una hora como 09:30.'],
    [{ ends: '09:00' }, 'ends', 'Debe terminar después de empezar, el mismo día.'],
    [{ capacity: '0' }, 'capacity', 'Escribe un número de 1 a 10000.'],
    [{ capacity: 'cuatro' }, 'capacity', 'Escribe un número de 1 a 10000.'],
    [{ waitlist_limit: '-1' }, 'waitlist_limit', 'Escribe un número de 0 a 10000, o déjalo vacío.'],
    [{ closes_hours: '1000' }, 'closes_hours', 'Escribe un número de horas de 0 a 720.'],
  ])('refuses %o with a Spanish sentence on its field', (change, field, message) => {
    const checked = checkShiftForm({ ...emptyShift(TZ), title: 'Bienvenida', ...change });
    expect(checked).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('keeps an empty waiting list as «no limit»', () => {
    const checked = checkShiftForm({ ...emptyShift(TZ), title: 'Sonido', waitlist_limit: '' });
    expect(checked.ok && checked.fields.waitlist_limit).toBeNull();
  });
});

describe('shiftFormValues', () => {
  it('reads a stored shift back into the fields it was saved from', () => {
    const checked = checkShiftForm({
      ...emptyShift(TZ),
      title: 'Niños',
      day: '3',
      starts: '19:00',
      ends: '21:00',
    });
    if (!checked.ok) throw new Error('valid');
    const row = { ...checked.fields, id: 'x', kind: 'shift' } as unknown as ShiftListRow;
    expect(shiftFormValues(row)).toEqual({
      ...emptyShift(TZ),
      title: 'Niños',
      day: '3',
      starts: '19:00',
      ends: '21:00',
    });
  });

  it('reads the day from the first date when the rule names none (the demo seed)', () => {
    const row = {
      title: 'Bienvenida',
      description: '',
      starts_at: '2025-01-05T09:30:00',
      ends_at: '2025-01-05T12:00:00',
      recurrence_rule: 'FREQ=WEEKLY',
      capacity: 4,
      waitlist_limit: 0,
      closes_minutes_before: 720,
      time_zone: TZ,
      is_open: true,
    } as unknown as ShiftListRow;
    expect(shiftFormValues(row).day).toBe('7');
  });
});
