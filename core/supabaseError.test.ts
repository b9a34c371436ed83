import { expect, it } from 'vitest';
import { errorMessages } from './messages/errorMessages.ts';
import { errorCode, errorDetail, isDuplicate } from './supabaseError.ts';

const authError = (code: string, message: string) =>
  Object.assign(new Error(message), { name: 'AuthApiError', code });

it.each([
  [{ message: 'TypeError: Failed to fetch' }, errorMessages.offline],
  [{ message: 'NetworkError when attempting to fetch resource.' }, errorMessages.offline],
  [{ message: '' }, errorMessages.offline],
  [null, errorMessages.offline],
  ['text', errorMessages.offline],
  // Our server functions and migrations speak Spanish already: their words stay.
  [{ code: 'validation_failed', message: 'Escribe tu nombre.' }, 'Escribe tu nombre.'],
  [
    { code: '22023', message: 'El periodo debe tener entre 1 y 366 días.' },
    'El periodo debe tener entre 1 y 366 días.',
  ],
  [
    {
      code: '42501',
      message: 'Solo la persona que pidió oración puede retirarla o marcarla como contestada.',
    },
    'Solo la persona que pidió oración puede retirarla o marcarla como contestada.',
  ],
  [
    { code: 'PT404', message: 'Esta petición ya no está en el muro de oración.' },
    'Esta petición ya no está en el muro de oración.',
  ],
  [new Error('Sin código: se muestra tal cual.'), 'Sin código: se muestra tal cual.'],
])('errorDetail(%j) keeps or replaces → %s', (error, detail) => {
  expect(errorDetail(error)).toBe(detail);
});

it.each([
  [
    {
      code: '23505',
      message: 'duplicate key value violates unique constraint "posts_slug_key"',
      details: 'Key (slug)=(hola-mundo) already exists.',
    },
    'Ya existe un registro con el slug «hola-mundo». Cambia el slug (por ejemplo, «hola-mundo-2») y vuelve a guardar.',
  ],
  [
    {
      code: '23505',
      message: 'duplicate key value violates unique constraint "subscribers_email_key"',
      details: 'Key (lower(email))=(ana@example.org) already exists.',
    },
    'Ya existe un registro con el correo electrónico «ana@example.org». Cambia el correo electrónico y vuelve a guardar.',
  ],
  [
    {
      code: '23505',
      message: 'duplicate key value violates unique constraint "audios_episode_key"',
      details: 'Key (series_id, episode)=(1, 3) already exists.',
    },
    'Ya existe un registro con esos datos. Cambia el valor repetido y vuelve a guardar.',
  ],
  [
    {
      code: '23514',
      message: 'new row for relation "posts" violates check constraint "posts_meta_description_check"',
    },
    'El valor de la meta descripción no es válido (vacío, demasiado largo o con un formato no admitido). Corrígelo y vuelve a intentarlo.',
  ],
  [
    {
      code: '23514',
      message: 'new row for relation "events" violates check constraint "events_end_after_start"',
    },
    'La fecha de fin debe ser posterior a la de inicio.',
  ],
  [
    {
      code: '23514',
      message: 'new row for relation "videos" violates check constraint "videos_published_at_required"',
    },
    'Un contenido publicado necesita fecha de publicación.',
  ],
  [
    {
      code: '23502',
      message: 'null value in column "title" of relation "posts" violates not-null constraint',
    },
    'Falta el título, que es obligatorio.',
  ],
  [
    {
      code: '23503',
      message: 'update or delete on table "series" violates foreign key constraint "x" on table "audios"',
    },
    'No se puede eliminar porque otros registros dependen de este. Quita primero esa relación.',
  ],
  [
    { code: '42501', message: 'new row violates row-level security policy for table "posts"' },
    'No tienes permiso para hacer esto. Si lo necesitas, pide a un administrador que revise tu rol.',
  ],
  [
    { code: '42501', message: 'permission denied for table donations' },
    'No tienes permiso para hacer esto. Si lo necesitas, pide a un administrador que revise tu rol.',
  ],
  [
    { code: '22P02', message: 'invalid input syntax for type uuid: "x"' },
    'Algún dato tiene un formato no válido. Revisa los campos y vuelve a intentarlo.',
  ],
  [
    { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object' },
    'No se encontró el registro: quizá se eliminó. Vuelve a la lista y actualízala.',
  ],
  [{ code: 'PGRST303', message: 'JWT expired' }, 'Tu sesión caducó o no es válida. Vuelve a iniciar sesión.'],
  [
    { code: 'PGRST204', message: "Could not find the 'x' column" },
    'No se pudo completar la operación. Inténtalo de nuevo; si se repite, avisa al equipo técnico.',
  ],
  [
    { code: 'EntityTooLarge', message: 'The object exceeded the maximum allowed size' },
    'El archivo supera el tamaño máximo permitido. Elige uno más pequeño.',
  ],
  [
    { code: 'InvalidMimeType', message: 'mime type image/svg+xml is not supported' },
    'Ese tipo de archivo no está permitido aquí. Elige un archivo de un formato admitido.',
  ],
  [authError('invalid_credentials', 'Invalid login credentials'), 'Email o contraseña incorrectos.'],
  [
    authError('over_email_send_rate_limit', 'email rate limit exceeded'),
    'Se enviaron demasiados correos. Espera unos minutos antes de pedir otro.',
  ],
  [
    authError('something_new', 'Something new'),
    'El servicio de acceso tuvo un problema. Inténtalo de nuevo en unos minutos.',
  ],
  [
    Object.assign(new Error('Auth session missing!'), { name: 'AuthSessionMissingError' }),
    'Tu sesión terminó. Vuelve a iniciar sesión.',
  ],
])('errorDetail(%j) says it in Spanish → %s', (error, detail) => {
  expect(errorDetail(error)).toBe(detail);
});

it.each([
  [
    { slug: 'hola-mundo' },
    'Ya existe un registro con el slug «hola-mundo». Cambia el slug (por ejemplo, «hola-mundo-2») y vuelve a guardar.',
  ],
  [undefined, 'Ya existe un registro con ese valor en el slug. Cambia el slug y vuelve a guardar.'],
])('a duplicate without details (RLS hides them) names the sent value: %j', (sent, detail) => {
  const error = {
    code: '23505',
    message: 'duplicate key value violates unique constraint "series_slug_key"',
    details: null,
  };
  expect(errorDetail(error, sent)).toBe(detail);
});

it.each([
  [{ code: '23505' }, true],
  [{ code: '23514' }, false],
  [null, false],
])('isDuplicate(%j) → %s', (error, duplicate) => {
  expect(isDuplicate(error)).toBe(duplicate);
});

it.each([
  [{ code: 'PGRST116', message: 'no rows' }, 'PGRST116'],
  [{ code: 42 }, undefined],
  [new Error('x'), undefined],
  [undefined, undefined],
])('errorCode(%j) → %j', (error, code) => {
  expect(errorCode(error)).toBe(code);
});
