import { describe, expect, it } from 'vitest';
import { filterChoices, filterRules } from './groupFilters.ts';

const groups = [
  { kind: 'mujeres', day_of_week: 2 },
  { kind: 'jovenes', day_of_week: 5 },
  { kind: 'jovenes', day_of_week: 2 },
];

describe('filterChoices', () => {
  it('offers only the kinds and days some group has, in the catalog order', () => {
    expect(filterChoices(groups)).toEqual({ kinds: ['jovenes', 'mujeres'], days: [2, 5] });
  });
});

describe('filterRules', () => {
  const rules = filterRules(groups);

  it('hides the cards of other kinds and days when one is checked', () => {
    expect(rules).toContain(
      '[data-groups]:has(input[name="tipo"][value="mujeres"]:checked) [data-kind]:not([data-kind="mujeres"]){display:none}',
    );
    expect(rules).toContain(
      '[data-groups]:has(input[name="dia"][value="5"]:checked) [data-day]:not([data-day="5"]){display:none}',
    );
  });

  it('shows the no-match note exactly for the empty combinations', () => {
    const note = rules.split('\n').find((rule) => rule.includes('[data-no-match]')) ?? '';
    expect(note).toContain(
      '[data-groups]:has(input[name="tipo"][value="mujeres"]:checked):has(input[name="dia"][value="5"]:checked) [data-no-match]',
    );
    expect(note).not.toContain('[value="jovenes"]:checked):has(input[name="dia"][value="2"]');
    expect(note.split(',')).toHaveLength(1);
  });

  it('writes no note rule when every combination has a group', () => {
    expect(filterRules([{ kind: 'general', day_of_week: 1 }])).not.toContain('[data-no-match]');
  });
});
