import { afterAll, beforeAll } from 'vitest';
import { authDoor, startAuthDoorHarness } from '../support/authDoor.ts';
import type { AuthHarness } from '../support/authHarness.ts';
import { describePrivateDoor } from '../support/privateDoor.ts';

// Supabase Auth's invite link, door by door (SECURITY.md «Enlaces privados»): GoTrue's rules, which the
// local Auth follows; tests/support/authDoor.ts says which they are.
let t: AuthHarness;
beforeAll(async () => {
  t = await startAuthDoorHarness();
});
afterAll(() => t.close());

describePrivateDoor(authDoor(() => t, 'invitación al equipo', 'invite'));
