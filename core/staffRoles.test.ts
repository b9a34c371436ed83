import { expect, it } from 'vitest';
import { asStaffRole } from './staffRoles.ts';

it.each([
  ['admin', 'admin'],
  ['editor', 'editor'],
  ['pastoral', 'pastoral'],
  ['Admin', null],
  ['superadmin', null],
  ['', null],
  [null, null],
  [undefined, null],
])('asStaffRole(%j) → %j', (value, role) => {
  expect(asStaffRole(value)).toBe(role);
});
