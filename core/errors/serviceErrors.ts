/**
 * Supabase Storage and Supabase Auth errors in Spanish, by the `code` their bodies carry (Storage:
 * `EntityTooLarge`, `InvalidMimeType`…; Auth: `invalid_credentials`, `over_email_send_rate_limit`…).
 * Our server functions answer snake_case codes too, always with a Spanish message: Auth's codes are
 * only read from Auth's own errors (supabase-js names them `Auth…Error`).
 */
const storage: Readonly<Record<string, string>> = {
  EntityTooLarge: 'El archivo supera el tamaño máximo permitido. Elige uno más pequeño.',
  InvalidMimeType: 'Ese tipo de archivo no está permitido aquí. Elige un archivo de un formato admitido.',
  KeyAlreadyExists: 'Ya existe un archivo con ese nombre. Cambia el nombre del archivo y vuelve a subirlo.',
  NoSuchKey: 'El archivo ya no existe en el almacenamiento.',
  NoSuchBucket: 'El espacio de archivos no existe. Avisa al equipo técnico.',
  AccessDenied: 'No tienes permiso para subir o cambiar este archivo.',
  InvalidJWT: 'Tu sesión caducó o no es válida. Vuelve a iniciar sesión.',
  ExpiredToken: 'El enlace de subida caducó. Vuelve a intentarlo.',
  InvalidSignature: 'El enlace de subida no es válido. Vuelve a intentarlo.',
  InvalidKey: 'El nombre del archivo no es válido. Cámbialo y vuelve a subirlo.',
  DatabaseTimeout: 'El almacenamiento tardó demasiado en responder. Inténtalo de nuevo.',
  SlowDown: 'El almacenamiento está ocupado. Inténtalo de nuevo en unos minutos.',
  InternalError: 'El almacenamiento tuvo un problema. Inténtalo de nuevo en unos minutos.',
};

const auth: Readonly<Record<string, string>> = {
  invalid_credentials: 'Email o contraseña incorrectos.',
  email_not_confirmed: 'Tu correo aún no está confirmado. Abre el enlace que te enviamos.',
  user_not_found: 'No existe una cuenta con esos datos.',
  email_exists: 'Ya existe una cuenta con ese correo electrónico.',
  user_already_exists: 'Ya existe una cuenta con ese correo electrónico.',
  same_password: 'La nueva contraseña debe ser distinta de la actual.',
  weak_password: 'La contraseña es demasiado débil. Sigue las reglas indicadas.',
  over_email_send_rate_limit: 'Se enviaron demasiados correos. Espera unos minutos antes de pedir otro.',
  over_request_rate_limit: 'Demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
  otp_expired: 'El código o el enlace caducó. Pide uno nuevo.',
  otp_disabled: 'El acceso con código no está disponible.',
  session_not_found: 'Tu sesión terminó. Vuelve a iniciar sesión.',
  session_expired: 'Tu sesión caducó. Vuelve a iniciar sesión.',
  refresh_token_not_found: 'Tu sesión terminó. Vuelve a iniciar sesión.',
  bad_jwt: 'Tu sesión caducó o no es válida. Vuelve a iniciar sesión.',
  reauthentication_needed: 'Confirma tu identidad con el código que te enviamos.',
  reauthentication_not_valid: 'El código de confirmación no es válido. Pide uno nuevo.',
  mfa_verification_failed: 'El código no es correcto. Revisa tu aplicación de autenticación.',
  mfa_challenge_expired: 'El código caducó. Pide uno nuevo.',
  mfa_factor_not_found: 'No se encontró ese método de verificación.',
  too_many_enrolled_mfa_factors: 'Ya tienes el máximo de métodos de verificación.',
  insufficient_aal: 'Esta acción necesita la verificación en dos pasos.',
  signup_disabled: 'El registro público está desactivado: pide una invitación a un administrador.',
  user_banned: 'Esta cuenta está suspendida.',
  email_address_invalid: 'El correo electrónico no es válido.',
  validation_failed: 'Algún dato no es válido. Revisa los campos y vuelve a intentarlo.',
  not_admin: 'No tienes permiso para hacer esto.',
  unexpected_failure: 'El servicio de acceso tuvo un problema. Inténtalo de nuevo en unos minutos.',
};

/** The Spanish sentence for a Storage or Auth error, or `undefined` when the code is not theirs. */
export function serviceSentence(code: string, name: string | undefined): string | undefined {
  if (name?.startsWith('Auth')) return auth[code] ?? auth.unexpected_failure;
  return storage[code];
}
