import { errorMessages } from '../messages/errorMessages.ts';
import { bareColumn, fieldLabel, knownColumns } from './fieldLabels.ts';

/**
 * Postgres and PostgREST errors in Spanish. PostgREST passes Postgres' own English texts through
 * (`{code, message, details, hint}`); people see the catalog's sentences instead (core/messages). Codes our migrations raise
 * with a Spanish message of their own (22023, P0001, PT…) are left to them: `undefined` means "keep it".
 */
export interface ErrorParts {
  code: string;
  message: string;
  details?: string;
}

/** What the screen sent (the parsed form), so a sentence can name the value that clashed. */
export type SentFields = object;

const say = errorMessages.database;

/** Check constraints we name ourselves (the rest follow Postgres' `<table>_<column>_check`). */
const namedChecks: ReadonlyArray<[RegExp, string]> = [
  [/_published_at_required$/, say.checks.publishedAtRequired],
  [/_scripture_references_valid$/, say.checks.scriptureValid],
  [/^events_end_after_start$/, say.checks.endAfterStart],
  [/^events_place_or_link$/, say.checks.placeOrLink],
  [/^prayer_requests_wall_needs_consent$/, say.checks.wallNeedsConsent],
];

const quoted = (message: string, after: string) => new RegExp(`${after} "([^"]+)"`).exec(message)?.[1];

/**
 * 23505. Postgres leaves out the `Key (slug)=(…)` details on tables with RLS (every table of ours), so
 * the column comes from the constraint's name (`series_slug_key`) and the value from what was sent.
 */
export function duplicateSentence({ message, details }: ErrorParts, sent?: SentFields): string {
  const key = /^Key \((\w+(?:\(\w+\))?)\)=\((.*)\) already exists/.exec(details ?? '');
  const several = /^Key \([^)]*,/.test(details ?? '');
  const column = key?.[1] ? bareColumn(key[1]) : uniqueColumn(quoted(message, 'unique constraint'));
  if (!column || several) return say.duplicate;
  const label = fieldLabel(column);
  const typed = (sent as Record<string, unknown> | undefined)?.[column];
  const value = key?.[2] ?? (typeof typed === 'string' ? typed : undefined);
  if (value === undefined) return say.duplicateIn(label);
  return say.duplicateValue(label, value, column === 'slug' ? `${value}-2` : undefined);
}

/** `series_slug_key` → `slug`: the longest named column the constraint ends with, as Postgres names it. */
function uniqueColumn(constraint: string | undefined): string | undefined {
  if (!constraint?.endsWith('_key')) return undefined;
  const candidates = knownColumns.filter((column) => constraint.endsWith(`_${column}_key`));
  return candidates.sort((a, b) => b.length - a.length)[0];
}

function checkSentence({ message }: ErrorParts): string {
  const constraint = quoted(message, 'check constraint');
  const table = quoted(message, 'relation');
  if (!constraint) return say.rules;
  const named = namedChecks.find(([pattern]) => pattern.test(constraint));
  if (named) return named[1];
  const column = constraint.replace(table ? `${table}_` : /^$/, '').replace(/_check$/, '');
  if (!table || column === constraint) return say.rules;
  return say.invalidValue(fieldLabel(column));
}

function notNullSentence({ message }: ErrorParts): string {
  const column = quoted(message, 'column');
  return column ? say.missingValue(fieldLabel(column)) : say.rules;
}

function foreignKeySentence({ message }: ErrorParts): string {
  return message.startsWith('update or delete') ? say.stillReferenced : say.relatedMissing;
}

/** 42501 from Postgres itself; a Spanish 42501 raised by our functions keeps its own words. */
const permissionSentence = ({ message }: ErrorParts) =>
  /^permission denied|row-level security/.test(message) ? say.permission : undefined;

const byCode: Readonly<Record<string, (error: ErrorParts, sent?: SentFields) => string | undefined>> = {
  '23505': duplicateSentence,
  '23514': checkSentence,
  '23502': notNullSentence,
  '23503': foreignKeySentence,
  '22001': () => say.tooLong,
  '42501': permissionSentence,
  '57014': () => say.timeout,
  PGRST116: () => say.notFound,
  PGRST301: () => say.sessionOver,
  PGRST302: () => say.sessionOver,
  PGRST303: () => say.sessionOver,
};

/** Whole classes of codes, for those without a sentence of their own. */
const byClass: ReadonlyArray<[RegExp, string]> = [
  [/^PGRST0/, say.serverBusy],
  [/^PGRST1/, say.invalidFormat],
  [/^PGRST/, say.generic],
  [/^22(?!023)/, say.invalidFormat],
  [/^23/, say.rules],
  [/^(08|53|54|57|58)/, say.serverBusy],
  [/^(42|XX|25|40)/, say.generic],
];

/** The Spanish sentence for a database error, or `undefined` when its own message is already ours. */
export function databaseSentence(error: ErrorParts, sent?: SentFields): string | undefined {
  const own = byCode[error.code];
  if (own) return own(error, sent);
  return byClass.find(([pattern]) => pattern.test(error.code))?.[1];
}
