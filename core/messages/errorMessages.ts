/**
 * Errors in Spanish, for the site, the admin and the server functions alike (docs/design.md §4: the UI branches on
 * the code, people read these sentences). `database` replaces the English texts Postgres and PostgREST
 * pass through, `storage` and `auth` are keyed by the `code` of Supabase Storage's and Auth's bodies, and
 * `fields` names a column the way a sentence does, with its article. core/errors/ picks the sentence.
 */
/**
 * The one sentence shown when the API cannot be reached: the browser's own text means nothing to people.
 * Its own export too, for the scripts that run on page load and take only this sentence.
 */
export const offlineMessage = 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

export const errorMessages = {
  offline: offlineMessage,
  sessionMissing: 'Tu sesión terminó. Vuelve a iniciar sesión.',
  database: {
    permission:
      'No tienes permiso para hacer esto. Si lo necesitas, pide a un administrador que revise tu rol.',
    invalidFormat: 'Algún dato tiene un formato no válido. Revisa los campos y vuelve a intentarlo.',
    rules: 'Algún dato no cumple las reglas del formulario. Revisa los campos y vuelve a intentarlo.',
    serverBusy: 'El servidor no pudo atender la petición ahora. Inténtalo de nuevo en unos minutos.',
    sessionOver: 'Tu sesión caducó o no es válida. Vuelve a iniciar sesión.',
    notFound: 'No se encontró el registro: quizá se eliminó. Vuelve a la lista y actualízala.',
    generic: 'No se pudo completar la operación. Inténtalo de nuevo; si se repite, avisa al equipo técnico.',
    tooLong: 'Un texto es demasiado largo. Acórtalo y vuelve a intentarlo.',
    timeout: 'La operación tardó demasiado y se canceló. Inténtalo de nuevo.',
    duplicate: 'Ya existe un registro con esos datos. Cambia el valor repetido y vuelve a guardar.',
    duplicateIn: (field: string) =>
      `Ya existe un registro con ese valor en ${field}. Cambia ${field} y vuelve a guardar.`,
    duplicateValue: (field: string, value: string, example?: string) =>
      `Ya existe un registro con ${field} «${value}». Cambia ${field}${example ? ` (por ejemplo, «${example}»)` : ''} y vuelve a guardar.`,
    invalidValue: (field: string) =>
      `El valor de ${field} no es válido (vacío, demasiado largo o con un formato no admitido). Corrígelo y vuelve a intentarlo.`,
    missingValue: (field: string) => `Falta ${field}, que es obligatorio.`,
    stillReferenced:
      'No se puede eliminar porque otros registros dependen de este. Quita primero esa relación.',
    relatedMissing:
      'El elemento relacionado (por ejemplo, la serie o el predicador) ya no existe. Elige otro.',
    /** Check constraints our migrations name themselves, by what they check. */
    checks: {
      publishedAtRequired: 'Un contenido publicado necesita fecha de publicación.',
      scriptureValid: 'Alguna cita bíblica no es válida (por ejemplo, «Juan 3:16»).',
      endAfterStart: 'La fecha de fin debe ser posterior a la de inicio.',
      placeOrLink: 'Indica un lugar o un enlace para el evento.',
      wallNeedsConsent: 'Solo se publican en el muro las peticiones que lo autorizaron.',
    },
  },
  storage: {
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
  } as Readonly<Record<string, string>>,
  auth: {
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
  } as Readonly<Record<string, string>>,
  /** Column names as a sentence reads them ("Ya existe un registro con el slug «…»"), by column. */
  fields: {
    slug: 'el slug',
    email: 'el correo electrónico',
    phone: 'el teléfono',
    whatsapp_consent: 'el permiso para escribirte por WhatsApp',
    title: 'el título',
    name: 'el nombre',
    country: 'el país',
    description: 'la descripción',
    content: 'el contenido',
    message: 'el mensaje',
    meta_description: 'la meta descripción',
    tags: 'las etiquetas',
    category: 'la categoría',
    video_url: 'la URL del video',
    audio_url: 'la URL del audio',
    thumbnail_url: 'la URL de la miniatura',
    cover_art_url: 'la URL de la portada',
    photo_url: 'la URL de la foto',
    featured_image_url: 'la imagen destacada',
    file_url: 'el archivo',
    duration_seconds: 'la duración',
    bio: 'la biografía',
    amount: 'el monto',
    currency: 'la moneda',
    donation_date: 'la fecha de donación',
    donor_email: 'el correo del donante',
    donor_name: 'el nombre del donante',
    stripe_payment_intent_id: 'el identificador de pago',
    testimonial_text: 'el testimonio',
    request_text: 'la petición',
    subject: 'el asunto',
    body_markdown: 'el texto del boletín',
    starts_at: 'la fecha de inicio',
    ends_at: 'la fecha de fin',
    location: 'el lugar',
    published_at: 'la fecha de publicación',
    series_id: 'la serie',
    speaker_id: 'el predicador',
    episode: 'el número de episodio',
    role: 'el rol',
    position_interest: 'la posición',
    city_country: 'la ciudad y el país',
    cover_letter_text: 'la carta de presentación',
    interest_type: 'el motivo',
    fund: 'el fondo',
  } as Readonly<Record<string, string>>,
  /** A column without a name above, in quotes. */
  unnamedField: (column: string) => `el campo «${column}»`,
} as const;
