import { errorMessages } from '../messages/errorMessages.ts';

/** Column names as a sentence of the error reader reads them, from the catalog (core/messages). */
const labels = errorMessages.fields;

export const knownColumns = Object.keys(labels);

/** "el slug" for `slug`; `el campo «x»` for a column without a Spanish name (core/messages). */
export function fieldLabel(column: string): string {
  return labels[column] ?? errorMessages.unnamedField(column);
}

/** `lower(email)` → `email`: unique indexes on expressions name the column inside a function call. */
export function bareColumn(expression: string): string {
  const inner = /^\w+\((\w+)\)$/.exec(expression.trim());
  return inner?.[1] ?? expression.trim();
}
