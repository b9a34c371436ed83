import { GROUP_DAYS, GROUP_KINDS } from '#core/groups/groupSchedule.ts';

/**
 * The filters of /grupos without JavaScript (issue 33 item 4: phone-friendly, within the 5 KB budget):
 * two radio groups (kind, day) and CSS `:has()` rules written at build time. A checked radio hides the
 * cards that do not match; the «ningún grupo» note shows for the combinations the build knows are empty.
 */
export interface FilterableGroup {
  kind: string;
  day_of_week: number;
}

/** The kinds and days some group has, in the catalog's order: a filter never offers an empty choice. */
export function filterChoices(groups: readonly FilterableGroup[]) {
  return {
    kinds: GROUP_KINDS.filter((kind) => groups.some((group) => group.kind === kind)),
    days: GROUP_DAYS.filter((day) => groups.some((group) => group.day_of_week === day)),
  };
}

const checked = (name: 'tipo' | 'dia', value: string) =>
  `:has(input[name="${name}"][value="${value}"]:checked)`;

/** The stylesheet of the filters, for the element marked `[data-groups]` that holds radios and cards. */
export function filterRules(groups: readonly FilterableGroup[]): string {
  const { kinds, days } = filterChoices(groups);
  const rules = [
    ...kinds.map(
      (kind) => `[data-groups]${checked('tipo', kind)} [data-kind]:not([data-kind="${kind}"]){display:none}`,
    ),
    ...days.map(
      (day) =>
        `[data-groups]${checked('dia', String(day))} [data-day]:not([data-day="${day}"]){display:none}`,
    ),
  ];
  const empty = [];
  for (const kind of ['', ...kinds])
    for (const day of ['', ...days.map(String)]) {
      const matches = groups.some(
        (group) => (!kind || group.kind === kind) && (!day || String(group.day_of_week) === day),
      );
      if (!matches)
        empty.push(
          `[data-groups]${kind ? checked('tipo', kind) : ''}${day ? checked('dia', day) : ''} [data-no-match]`,
        );
    }
  if (empty.length > 0) rules.push(`${empty.join(',')}{display:block}`);
  return rules.join('\n');
}
