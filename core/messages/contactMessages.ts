/** What a visitor form says about the name and the contact it asks for (core/visitor/personContact.ts). */
export const contactMessages = {
  nameMissing: 'Escribe tu nombre.',
  nameTooLong: 'El nombre es demasiado largo (máximo 120 caracteres).',
  emailInvalid: 'Escribe un correo válido.',
  phoneInvalid: 'Escribe el teléfono con código de país, por ejemplo +52 55 1234 5678.',
  contactMissing: 'Escribe tu correo, o tu teléfono para WhatsApp.',
  consentMissing: 'Para escribirte por WhatsApp necesitamos tu permiso.',
};
