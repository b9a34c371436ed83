import { afterAll, beforeAll, expect, it } from 'vitest';
import { runSignupRace } from '../../scripts/bench/signupRaceRun.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// Issue 33 "Done when": 50 people at once for the last 5 places of a date; on PostgreSQL each client is
// its own pooled connection, so the lock on the date's row is what keeps the count.
let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

it('gives the last 5 places to 5 of 50 racers, waitlists 45 in order, and promotes the next 5 once', async () => {
  const figures = await runSignupRace({
    service: t.client('service_role'),
    newClient: () => t.client('service_role'),
    clients: 50,
    lastPlaces: 5,
    capacity: 12,
  });
  expect(figures).toMatchObject({
    errors: [],
    confirmed: 5,
    waitlisted: 45,
    outOfOrder: 0,
    promoted: 5,
    wrongPromotions: 0,
    emails: 5,
    mostEmailsToOnePerson: 1,
    firstRunQueued: 5,
    secondRunQueued: 0,
  });
}, 120_000);
