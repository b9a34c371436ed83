import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_NAMES, can, rolesWith } from './access.ts';
import { STAFF_ROLES } from './staffRoles.ts';

describe('can', () => {
  it.each([
    ['admin', 'staff.manage', true],
    ['editor', 'staff.manage', false],
    ['editor', 'content.manage', true],
    ['pastoral', 'content.manage', false],
    ['pastoral', 'prayers.moderate', true],
    ['editor', 'prayers.moderate', false],
    ['pastoral', 'testimonials.moderate', true],
    ['editor', 'donations.manage', false],
    [null, 'panel.enter', false],
    [undefined, 'panel.enter', false],
  ] as const)('%s holds %s: %s', (role, capability, allowed) => {
    expect(can(role, capability)).toBe(allowed);
  });

  it('follows the table for every role and capability', () => {
    for (const capability of CAPABILITY_NAMES)
      for (const role of STAFF_ROLES)
        expect(can(role, capability)).toBe(rolesWith(capability).includes(role));
  });
});

describe('the table', () => {
  it('gives every capability at least one role, and the admin every capability', () => {
    for (const roles of Object.values(CAPABILITIES)) {
      expect(roles.length).toBeGreaterThan(0);
      expect(roles).toContain('admin');
    }
  });

  it('lets every staff role into the panel', () => {
    expect(new Set(rolesWith('panel.enter'))).toEqual(new Set(STAFF_ROLES));
  });
});
