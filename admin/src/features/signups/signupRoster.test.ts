import { describe, expect, it } from 'vitest';
import { answerLines, checkInList, rosterCsv, rosterOf, type SignupRow } from './signupRoster.ts';

const person = (arrival: number, change: Partial<SignupRow> = {}): SignupRow => ({
  id: `s${arrival}`,
  arrival,
  status: 'confirmed',
  name: `Persona ${arrival}`,
  email: `p${arrival}@example.org`,
  phone: null,
  whatsapp_consent: false,
  answers: {},
  attended_at: null,
  created_at: '2030-01-02T16:00:00Z',
  cancelled_at: null,
  promoted_at: null,
  ...change,
});

const questions = [
  { id: 'talla', label: 'Talla', type: 'choice' as const, options: ['S', 'M'] },
  { id: 'edad', label: 'Edad', type: 'number' as const },
];

describe('rosterOf', () => {
  it('splits the date in arrival order and numbers the waiting list from 1', () => {
    const rows = [
      person(5, { status: 'waitlisted' }),
      person(2),
      person(3, { status: 'cancelled' }),
      person(4, { status: 'waitlisted' }),
      person(1),
    ];
    const roster = rosterOf(rows);
    expect(roster.confirmed.map((row) => row.arrival)).toEqual([1, 2]);
    expect(roster.waitlist.map((row) => [row.arrival, row.position])).toEqual([
      [4, 1],
      [5, 2],
    ]);
    expect(roster.cancelled.map((row) => row.arrival)).toEqual([3]);
  });
});

describe('answerLines', () => {
  it('gives the answers in the form’s order, skipping the unanswered and the unknown', () => {
    expect(answerLines(questions, { edad: 31, talla: 'M', vieja: 'x' })).toEqual([
      { label: 'Talla', value: 'M' },
      { label: 'Edad', value: '31' },
    ]);
    expect(answerLines(questions, { talla: '' })).toEqual([]);
  });
});

describe('rosterCsv', () => {
  // core/csv.ts also quotes a phone's leading "+", so the spreadsheet keeps it as text rather than a sum.
  it('has Spanish headers, a column per question and everyone in arrival order', () => {
    const csv = rosterCsv(
      [
        person(2, { status: 'waitlisted', phone: '+5215512345678', whatsapp_consent: true, email: null }),
        person(1, { answers: { talla: 'M', edad: 31 }, attended_at: '2030-01-12T15:40:00Z' }),
      ],
      questions,
      'America/Mexico_City',
    );
    expect(csv.split('\r\n')).toEqual([
      'Orden de llegada,Nombre,Estado,Posición en lista de espera,Correo,Teléfono,Acepta WhatsApp,Talla,Edad,Asistió,Inscrito el,Cancelado el',
      '1,Persona 1,Confirmada,,p1@example.org,,,M,31,"12/01/2030, 09:40","02/01/2030, 10:00",',
      `2,Persona 2,En espera,1,,'+5215512345678,Sí,,,,"02/01/2030, 10:00",`,
    ]);
  });

  it('never lets a name or an answer run as a spreadsheet formula', () => {
    const csv = rosterCsv(
      [person(1, { name: '=HYPERLINK("http://x")', answers: { talla: '+M', edad: '@SUM(1)' } })],
      questions,
      'UTC',
    );
    const line = csv.split('\r\n')[1] ?? '';
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(line).toContain(`'+M,'@SUM(1)`);
    expect(line).not.toMatch(/,[=+@-]/);
  });
});

describe('checkInList', () => {
  it('shows confirmed people only, by name, found without accents or capitals', () => {
    const rows = [
      person(1, { name: 'Zoe Ávila' }),
      person(2, { name: 'Ángela Ruiz' }),
      person(3, { name: 'Andrés Paz', status: 'waitlisted' }),
    ];
    expect(checkInList(rows, '').map((row) => row.name)).toEqual(['Ángela Ruiz', 'Zoe Ávila']);
    expect(checkInList(rows, 'AVI').map((row) => row.name)).toEqual(['Zoe Ávila']);
    expect(checkInList(rows, 'andres')).toEqual([]);
  });
});
