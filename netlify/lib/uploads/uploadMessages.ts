import { type ToastMessage, visitorMessages } from '#core/visitor/visitorMessages.ts';

/** Why an upload was refused: a stable code for callers and tests, the Spanish toast for the person. */
export type RefusalCode =
  | 'too_large'
  | 'wrong_type'
  | 'too_many_pixels'
  | 'undecodable'
  | 'active_content'
  | 'macros'
  | 'archive_limits'
  | 'unreadable_document';

export interface Refusal {
  ok: false;
  code: RefusalCode;
  message: ToastMessage;
}

const refuse = (code: RefusalCode, message: ToastMessage): Refusal => ({ ok: false, code, message });
const toast = (title: string, description: string): ToastMessage => ({
  title,
  description,
  destructive: true,
});

/** The spec's wording where it has one (size and format); the rest says what to do instead. */
export const photoRefusals = {
  tooLarge: refuse('too_large', visitorMessages.photoTooLarge),
  wrongType: refuse('wrong_type', visitorMessages.photoWrongType),
  tooManyPixels: refuse(
    'too_many_pixels',
    toast(
      'Imagen demasiado grande',
      'La foto no debe superar los 40 megapíxeles. Redúcela e inténtalo de nuevo.',
    ),
  ),
  undecodable: refuse(
    'undecodable',
    toast('Imagen dañada', 'No pudimos leer la foto: puede estar incompleta o dañada. Prueba con otra.'),
  ),
};

export const cvRefusals = {
  tooLarge: refuse('too_large', visitorMessages.cvTooLarge),
  wrongType: refuse('wrong_type', visitorMessages.cvWrongType),
  pdfActiveContent: refuse(
    'active_content',
    toast(
      'CV no aceptado',
      'El PDF contiene JavaScript, acciones que abren programas o archivos adjuntos. Expórtalo de nuevo como PDF sin ellos (por ejemplo, con «Imprimir como PDF»).',
    ),
  ),
  pdfUnreadable: refuse(
    'unreadable_document',
    toast(
      'CV no aceptado',
      'No pudimos revisar este PDF (está cifrado o dañado). Expórtalo de nuevo como PDF sin contraseña.',
    ),
  ),
  docxMacros: refuse(
    'macros',
    toast(
      'CV no aceptado',
      'El documento contiene macros. Guárdalo como documento de Word sin macros (.docx) o como PDF.',
    ),
  ),
  docxLimits: refuse(
    'archive_limits',
    toast(
      'CV no aceptado',
      'El documento de Word es demasiado grande o complejo para revisarlo. Envíalo como PDF.',
    ),
  ),
  docMacros: refuse(
    'macros',
    toast(
      'CV no aceptado',
      'El documento de Word antiguo (.doc) contiene macros. Envíalo como PDF o como .docx sin macros.',
    ),
  ),
  docUnreadable: refuse(
    'unreadable_document',
    toast('CV no aceptado', 'No pudimos revisar este documento .doc. Envíalo como PDF o como .docx.'),
  ),
};

/** Answers of the upload function that are not about the file's content. */
export const uploadFunctionMessages = {
  badRequest: toast('Solicitud no válida', 'Vuelve a elegir el archivo e inténtalo de nuevo.'),
  missing: toast(
    'Archivo no recibido',
    'No encontramos el archivo que subiste. Vuelve a elegirlo e inténtalo de nuevo.',
  ),
  storeFailed: toast(
    'Error al guardar el archivo',
    'No pudimos guardar el archivo. Inténtalo de nuevo en unos minutos.',
  ),
};
