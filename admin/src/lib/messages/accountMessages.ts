/**
 * Signing in and the account (docs/spec.md §2 login, §8 toasts; issue 12 passwords and two factors), and the
 * staff directory under Configuración, keyed as the other resources are.
 */
export const accountMessages = {
  auth: {
    errorTitle: 'Error de autenticación',
    badCredentials: 'Email o contraseña incorrectos.',
    noUser: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
    successTitle: 'Inicio de sesión exitoso',
    successDescription: 'Bienvenido al Panel de Administración.',
    signedOut: 'Sesión cerrada',
    signOutError: 'Error al cerrar sesión',
    notAuthenticated: 'Usuario no autenticado.',
    required: 'El email y la contraseña son obligatorios.',
    noAccessTitle: 'Sin acceso al panel',
    noAccessDescription:
      'Tu cuenta no tiene un rol de equipo asignado. Pide a un administrador que te dé acceso.',
    noAreaTitle: 'Sin acceso a esta sección',
    loginTitle: 'Panel de Administración',
    loginIntro: 'Inicia sesión con tu cuenta del equipo.',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    verifying: 'Verificando…',
    noAreaDescription: (role: string) =>
      `Tu rol (${role}) no incluye esta sección. Usa el menú para ir a las tuyas o pide a un administrador que amplíe tu acceso.`,
  } /** Forgotten password, the page an invitation or recovery link lands on, and the password rules. */,
  password: {
    forgotLink: '¿Olvidaste tu contraseña?',
    forgotTitle: 'Restablecer la contraseña',
    forgotIntro:
      'Escribe el email de tu cuenta del equipo y te enviaremos un enlace para elegir una contraseña nueva.',
    forgotSubmit: 'Enviar enlace',
    sending: 'Enviando…',
    forgotSent:
      'Si hay una cuenta con ese email, te hemos enviado un enlace. Revisa tu bandeja de entrada (y la de spam).',
    forgotError: 'No se pudo enviar el enlace',
    backToLogin: 'Volver a iniciar sesión',
    setTitle: 'Elige tu contraseña',
    setIntro: 'Es la contraseña con la que entrarás al panel.',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Repite la contraseña',
    mismatch: 'Las contraseñas no coinciden.',
    save: 'Guardar y entrar',
    saved: 'Contraseña guardada',
    saveError: 'No se pudo guardar la contraseña',
    rules: (minimum: number) =>
      `Al menos ${minimum} caracteres, con letras y números. No uses una contraseña común.`,
    weak: {
      length: (minimum: number) => `Debe tener al menos ${minimum} caracteres.`,
      characters: 'Debe incluir letras y números.',
      pwned: 'Es una contraseña demasiado común o filtrada: elige otra.',
    },
    linkProblemTitle: 'No se pudo usar el enlace',
    linkExpired: 'Este enlace ha caducado o ya se usó. Cada enlace sirve una sola vez y durante una hora.',
    linkInvalid:
      'Este enlace no es válido: puede estar incompleto o alterado. Ábrelo tal como llegó en el correo.',
    linkBanned: 'Esta cuenta está desactivada. Pide a un administrador que la reactive.',
    askAgain: 'Pedir un enlace nuevo',
    waitSeconds: (seconds: number) =>
      `Ya te enviamos un correo hace poco. Podrás pedir otro dentro de ${seconds} segundos.`,
    waitHour: 'Se han enviado demasiados correos. Inténtalo de nuevo dentro de una hora.',
  },
  /** «Mi perfil» → Contraseña: the signed-in person changes their own password. */
  passwordChange: {
    sectionTitle: 'Contraseña',
    intro: 'Cambia la contraseña con la que entras al panel.',
    submit: 'Cambiar contraseña',
    saved: 'Contraseña cambiada',
    savedDetail: 'La próxima vez entra con la contraseña nueva.',
    codeLabel: 'Código de confirmación',
    codeSent:
      'Por seguridad, como entraste hace más de un día, te enviamos un código a tu correo: escríbelo para confirmar el cambio.',
    codeInvalid: 'El código no es válido o caducó. Revisa el último correo o pide otro.',
    sendAnotherCode: 'Enviar otro código',
    samePassword: 'La contraseña nueva debe ser distinta de la actual.',
    failed: 'No se pudo cambiar la contraseña. Inténtalo de nuevo en unos minutos.',
  },
  /** Two-factor sign-in (TOTP): the code step, enrolment on the profile, the admins' mandatory step. */
  twoFactor: {
    codeTitle: 'Verificación en dos pasos',
    codeIntro: 'Escribe el código de 6 dígitos que muestra tu aplicación de autenticación.',
    codeLabel: 'Código de verificación',
    verify: 'Verificar',
    verifying: 'Verificando…',
    badCode: 'El código no es correcto o ha caducado. Escribe el que muestra ahora tu aplicación.',
    codeFormat: 'El código tiene 6 dígitos.',
    verifyError: 'No se pudo verificar el código',
    signOut: 'Cerrar sesión',
    profileTitle: 'Mi perfil',
    sectionTitle: 'Verificación en dos pasos',
    on: 'Activada: al entrar te pediremos un código de tu aplicación de autenticación.',
    off: 'Desactivada. Actívala para que una contraseña robada no baste para entrar.',
    start: 'Activar la verificación en dos pasos',
    scan: 'Escanea este código QR con tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).',
    qrAlt: 'Código QR para añadir la cuenta a tu aplicación de autenticación',
    secretLabel: 'Si no puedes escanearlo, escribe esta clave en la aplicación:',
    enrolled: 'Verificación en dos pasos activada',
    enrollError: 'No se pudo activar la verificación en dos pasos',
    remove: 'Desactivar',
    removed: 'Verificación en dos pasos desactivada',
    removeError: 'No se pudo desactivar la verificación en dos pasos',
    mandatoryTitle: 'Activa la verificación en dos pasos',
    mandatoryIntro:
      'Las cuentas de administrador deben entrar con contraseña y un código. Actívala para continuar.',
    nudgeTitle: 'Protege tu cuenta',
    nudge: 'Tu cuenta de administrador entra solo con contraseña. Activa la verificación en dos pasos.',
    nudgeLink: 'Activar en Mi perfil',
  },
} as const;

/** Configuración: the team's accounts, their roles and access (admins only). */
export const staffResource = {
  name: 'Configuración',
  heading: 'Equipo',
  roles: { admin: 'Administrador', editor: 'Editor', pastoral: 'Equipo pastoral' },
  noRole: 'Sin rol',
  yours: (role: string) => `${role} (tú)`,
  roleOf: (who: string) => `Rol de ${who}`,
  fields: { role: 'Rol', access: 'Acceso' },
  statuses: {
    active: 'Activa',
    activeWithTwoFactor: 'Activa · dos pasos',
    pending: 'Invitación pendiente',
    deactivated: 'Desactivada',
  },
  filters: { all: 'Todas las cuentas', staff: 'Con rol', none: 'Sin rol' },
  inviteHint: 'Recibirá un correo con un enlace para elegir su contraseña.',
  actions: {
    search: 'Buscar por email',
    invite: 'Invitar al equipo',
    inviteTitle: 'Invitar a una persona al equipo',
    inviteSubmit: 'Enviar invitación',
    resend: 'Reenviar invitación',
    deactivate: 'Desactivar',
    reactivate: 'Reactivar',
    removeFactors: 'Quitar verificación en dos pasos',
  },
  notifications: {
    roleChanged: 'Rol actualizado',
    invited: 'Invitación enviada',
    resent: 'Invitación reenviada',
    deactivated: 'Cuenta desactivada',
    reactivated: 'Cuenta reactivada',
    factorsRemoved: 'Verificación en dos pasos quitada',
  },
  errors: {
    loadList: 'Error al cargar el equipo',
    role: 'Error al cambiar el rol',
    invite: 'Error al enviar la invitación',
    resend: 'Error al reenviar la invitación',
    access: 'Error al cambiar el acceso',
  },
} as const;
