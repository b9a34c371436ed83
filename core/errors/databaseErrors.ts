import { bareColumn, fieldLabel, knownColumns } from './fieldLabels.ts';

/**
 * Postgres and PostgREST errors in Spanish. PostgREST passes Postgres' own English texts through
 * (`{code, message, details, hint}`); people see these sentences instead. Codes our migrations raise
 * with a Spanish message of their own (22023, P0001, PT…) are left to them: `undefined` means "keep it".
 */
export interface ErrorParts {
  code: string;
  message: string;
  details?: string;
}

/** What the screen sent (the parsed form), so a sentence can name the value that clashed. */
export type SentFields = object;

const PERMISSION =
  'No tienes permiso para hacer esto. Si lo necesitas, pide a un administrador que revise tu rol.';
const INVALID_FORMAT = 'Algún dato tiene un formato no válido. Revisa los campos y vuelve a intentarlo.';
const RULES = 'Algún dato no cumple las reglas del formulario. Revisa los campos y vuelve a intentarlo.';
const SERVER_BUSY = 'El servidor no pudo atender la petición ahora. Inténtalo de nuevo en unos minutos.';
const SESSION_OVER = 'Tu sesión caducó o no es válida. Vuelve a iniciar sesión.';
const NOT_FOUND = 'No se encontró el registro: quizá se eliminó. Vuelve a la lista y actualízala.';
const GENERIC =
  'No se pudo completar la operación. Inténtalo de nuevo; si se repite, avisa al equipo técnico.';

/** Check constraints we name ourselves (the rest follow Postgres' `<table>_<column>_check`). */
const namedChecks: ReadonlyArray<[RegExp, string]> = [
  [/_published_at_required$/, 'Un contenido publicado necesita fecha de publicación.'],
  [/_scripture_references_valid$/, 'Alguna cita bíblica no es válida (por ejemplo, «Juan 3:16»).'],
  [/^events_end_after_start$/, 'La fecha de fin debe ser posterior a la de inicio.'],
  [/^events_place_or_link$/, 'Indica un lugar o un enlace para el evento.'],
  [/^prayer_requests_wall_needs_consent$/, 'Solo se publican en el muro las peticiones que lo autorizaron.'],
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
  if (!column || several)
    return 'Ya existe un registro con esos datos. Cambia el valor repetido y vuelve a guardar.';
  const label = fieldLabel(column);
  const typed = (sent as Record<string, unknown> | undefined)?.[column];
  const value = key?.[2] ?? (typeof typed === 'string' ? typed : undefined);
  if (value === undefined)
    return `Ya existe un registro con ese valor en ${label}. Cambia ${label} y vuelve a guardar.`;
  const hint = column === 'slug' ? ` (por ejemplo, «${value}-2»)` : '';
  return `Ya existe un registro con ${label} «${value}». Cambia ${label}${hint} y vuelve a guardar.`;
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
  if (!constraint) return RULES;
  const named = namedChecks.find(([pattern]) => pattern.test(constraint));
  if (named) return named[1];
  const column = constraint.replace(table ? `${table}_` : /^$/, '').replace(/_check$/, '');
  if (!table || column === constraint) return RULES;
  return `El valor de ${fieldLabel(column)} no es válido (vacío, demasiado largo o con un formato no admitido). Corrígelo y vuelve a intentarlo.`;
}

function notNullSentence({ message }: ErrorParts): string {
  const column = quoted(message, 'column');
  return column ? `Falta ${fieldLabel(column)}, que es obligatorio.` : RULES;
}

function foreignKeySentence({ message }: ErrorParts): string {
  return message.startsWith('update or delete')
    ? 'No se puede eliminar porque otros registros dependen de este. Quita primero esa relación.'
    : 'El elemento relacionado (por ejemplo, la serie o el predicador) ya no existe. Elige otro.';
}

/** 42501 from Postgres itself; a Spanish 42501 raised by our functions keeps its own words. */
const permissionSentence = ({ message }: ErrorParts) =>
  /^permission denied|row-level security/.test(message) ? PERMISSION : undefined;

const byCode: Readonly<Record<string, (error: ErrorParts, sent?: SentFields) => string | undefined>> = {
  '23505': duplicateSentence,
  '23514': checkSentence,
  '23502': notNullSentence,
  '23503': foreignKeySentence,
  '22001': () => 'Un texto es demasiado largo. Acórtalo y vuelve a intentarlo.',
  '42501': permissionSentence,
  '57014': () => 'La operación tardó demasiado y se canceló. Inténtalo de nuevo.',
  PGRST116: () => NOT_FOUND,
  PGRST301: () => SESSION_OVER,
  PGRST302: () => SESSION_OVER,
  PGRST303: () => SESSION_OVER,
};

/** Whole classes of codes, for those without a sentence of their own. */
const byClass: ReadonlyArray<[RegExp, string]> = [
  [/^PGRST0/, SERVER_BUSY],
  [/^PGRST1/, INVALID_FORMAT],
  [/^PGRST/, GENERIC],
  [/^22(?!023)/, INVALID_FORMAT],
  [/^23/, RULES],
  [/^(08|53|54|57|58)/, SERVER_BUSY],
  [/^(42|XX|25|40)/, GENERIC],
];

/** The Spanish sentence for a database error, or `undefined` when its own message is already ours. */
export function databaseSentence(error: ErrorParts, sent?: SentFields): string | undefined {
  const own = byCode[error.code];
  if (own) return own(error, sent);
  return byClass.find(([pattern]) => pattern.test(error.code))?.[1];
}
