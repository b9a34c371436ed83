import type { ListFilter } from '../components/ListToolbar.tsx';

/**
 * A list opened on one row from another screen's link (/prayers?peticion=<id>): while the URL names the row,
 * the toolbar shows a select that says so and, set back to its first option, lists every row again.
 */
export function linkedRowFilter(
  name: string,
  value: string | undefined,
  labels: { filter: string; all: string; one: string },
): ListFilter[] {
  if (!value) return [];
  return [
    {
      name,
      label: labels.filter,
      options: [
        { value: '', label: labels.all },
        { value, label: labels.one },
      ],
    },
  ];
}
