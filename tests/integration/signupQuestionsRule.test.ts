import { afterAll, beforeAll, expect, it } from 'vitest';
import { registrationQuestionsSchema } from '#core/signups/registrationSettings.ts';
import { signupQuestionCases } from '#core/signups/signupQuestionCases.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The admin form's Zod schema and the table's SQL check must agree on every question list, or staff
// would see a form accept what the database then refuses (or refuse what it would keep).
let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

it.each(signupQuestionCases)('%s (%j): SQL and Zod agree, valid is %s', async (_name, questions, valid) => {
  const { rows } = await t.backend.db.query<{ ok: boolean }>(
    'select private.are_signup_questions($1::jsonb) as ok',
    [JSON.stringify(questions)],
  );
  expect(rows[0]?.ok).toBe(valid);
  expect(registrationQuestionsSchema.safeParse(questions).success).toBe(valid);
});
