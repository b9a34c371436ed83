import { type $ZodIssue, type $ZodType, type output, safeParse } from 'zod/v4/core';
import type { ToastMessage } from '../messages/toast.ts';
import { visitorMessages } from '../messages/visitorMessages.ts';
import { issueToast } from './formErrors.ts';

/** The message shown under each field that breaks a rule, by the field's name (the column). */
export type FieldErrors = Readonly<Record<string, string>>;

/** The row to insert, or the toast of the rule it breaks (docs/spec.md §5 wording) and each field's message. */
export type Checked<Row> = { ok: true; row: Row } | { ok: false; toast: ToastMessage; fields: FieldErrors };

// What a form reports first (docs/spec.md §5 asks for the fields before anything else): a missing field or an
// option not chosen, then a broken rule (the word limit, the email's form), then a text too long.
const RANK: Partial<Record<$ZodIssue['code'], number>> = { custom: 1, too_big: 2 };
const rank = (issue: $ZodIssue) => RANK[issue.code] ?? 0;

/** A blank required field says so plainly; any other rule says the toast's own description. */
function fieldMessage(issue: $ZodIssue): string {
  if (issue.code === 'too_small' || issue.code === 'invalid_type' || issue.code === 'invalid_value') {
    return visitorMessages.forms.fieldMissing;
  }
  const toast = issueToast(issue);
  return toast.description ?? toast.title;
}

/** Each field's first-ranked issue, so the field shows the same rule the toast would for it. */
function fieldErrors(issues: readonly $ZodIssue[]): FieldErrors {
  const byField: Record<string, $ZodIssue> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    const current = byField[name];
    if (name && (!current || rank(issue) < rank(current))) byField[name] = issue;
  }
  return Object.fromEntries(Object.entries(byField).map(([name, issue]) => [name, fieldMessage(issue)]));
}

/** Checks what a visitor typed against one of core/schemas' visitor schemas; ties go in field order. */
export function checkVisitorForm<Schema extends $ZodType>(
  schema: Schema,
  input: unknown,
): Checked<output<Schema>> {
  const parsed = safeParse(schema, input);
  if (parsed.success) return { ok: true, row: parsed.data };
  const first = parsed.error.issues.reduce((best, issue) => (rank(issue) < rank(best) ? issue : best));
  return { ok: false, toast: issueToast(first), fields: fieldErrors(parsed.error.issues) };
}

/** The toast for a file the form must refuse (rules in the schema's order: docs/spec.md §5), or null. */
export function fileProblem(schema: $ZodType, facts: unknown): ToastMessage | null {
  const parsed = safeParse(schema, facts);
  const first = parsed.success ? undefined : parsed.error.issues[0];
  return first ? issueToast(first) : null;
}
