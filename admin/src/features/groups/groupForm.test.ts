import { describe, expect, it } from 'vitest';
import { groupMessages } from '../../lib/messages/groupMessages.ts';
import { checkGroupForm, emptyGroup } from './groupForm.ts';

const filled = {
  ...emptyGroup,
  name: ' Jóvenes del Centro ',
  slug: 'jovenes-del-centro',
  kind: 'jovenes',
  zone: 'Centro',
  leader_first_name: 'Daniel',
  leader_email: 'daniel@example.org',
  address: 'Calle Regina 57',
  capacity: '12',
};

describe('checkGroupForm', () => {
  it('splits the public row from the private details', () => {
    const checked = checkGroupForm(filled);
    expect(checked).toEqual({
      ok: true,
      group: expect.objectContaining({
        name: 'Jóvenes del Centro',
        capacity: 12,
        day_of_week: 3,
        kind: 'jovenes',
      }),
      privateDetails: { address: 'Calle Regina 57', leader_email: 'daniel@example.org' },
    });
    expect(checked.ok && 'address' in checked.group).toBe(false);
    expect(checked.ok && 'leader_email' in checked.group).toBe(false);
  });

  it.each([
    ['slug', 'Jóvenes Centro', groupMessages.invalid.slug],
    ['meets_at', '7 pm', groupMessages.invalid.time],
    ['leader_email', 'daniel@', groupMessages.invalid.leaderEmail],
    ['address', '  ', groupMessages.invalid.address],
    ['capacity', '0', groupMessages.invalid.capacity],
  ] as const)('refuses %s «%s»', (field, value, message) => {
    expect(checkGroupForm({ ...filled, [field]: value })).toEqual({
      ok: false,
      fields: { [field]: message },
    });
  });
});
