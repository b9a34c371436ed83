/**
 * Question lists and whether they are valid, shared by the Zod schema's unit test and the test that runs
 * them through the SQL check (tests/integration/signupQuestionsRule.test.ts): one table, two judges.
 */
const text = (id: string, label = 'Iglesia') => ({ id, label, type: 'text' });
const choice = (options: unknown) => ({ id: 'comida', label: 'Comida', type: 'choice', options });

export const signupQuestionCases: readonly (readonly [name: string, questions: unknown, valid: boolean])[] = [
  ['no questions', [], true],
  [
    'one of each type',
    [
      text('iglesia'),
      choice(['Normal', 'Vegetariana']),
      { id: 'edad', label: 'Edad', type: 'number', required: true },
    ],
    true,
  ],
  ['five questions', ['a', 'b', 'c', 'd', 'e'].map((id) => text(id)), true],
  ['six questions', ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => text(id)), false],
  ['an id with capitals', [text('Iglesia')], false],
  ['an id with accents', [text('años')], false],
  ['an empty id', [text('')], false],
  ['an id of 41 characters', [text('a'.repeat(41))], false],
  ['a blank label', [text('iglesia', '   ')], false],
  ['a label of 201 characters', [text('iglesia', 'a'.repeat(201))], false],
  ['an unknown type', [{ id: 'fecha', label: 'Fecha', type: 'date' }], false],
  ['a choice without options', [{ id: 'comida', label: 'Comida', type: 'choice' }], false],
  ['a choice with no option', [choice([])], false],
  ['a choice with 21 options', [choice(Array.from({ length: 21 }, (_, n) => `Opción ${n}`))], false],
  ['a choice with 20 options', [choice(Array.from({ length: 20 }, (_, n) => `Opción ${n}`))], true],
  ['the same id twice', [text('iglesia'), text('iglesia', 'Otra')], false],
  ['not a list', { id: 'iglesia' }, false],
];
