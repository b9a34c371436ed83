import type { StaffUploadKind } from '#core/staffUpload.ts';
import type { RefusalCode } from './uploadMessages.ts';

/**
 * What the staff-upload function answers, in Spanish, as the `message` of a PostgREST-shaped error: the
 * admin shows it under its own toast title ("Error al subir la imagen: …") and at the field.
 */
const picture = (kind: StaffUploadKind) => kind !== 'resource';

export const staffRefusalMessages: Record<RefusalCode, (kind: StaffUploadKind) => string> = {
  too_large: (kind) =>
    picture(kind) ? 'La imagen supera el máximo de 5 MB.' : 'El archivo supera el máximo de 50 MB.',
  wrong_type: (kind) =>
    picture(kind)
      ? 'El archivo no es una imagen PNG, JPG, GIF o WEBP (se comprueba su contenido, no su nombre).'
      : 'El contenido del archivo no es de un tipo admitido: PDF, EPUB, DOC, DOCX, PPT, PPTX, MP3, imagen o ZIP.',
  too_many_pixels: () => 'La imagen no debe superar los 40 megapíxeles. Redúcela e inténtalo de nuevo.',
  undecodable: () => 'No pudimos leer la imagen: puede estar incompleta o dañada. Prueba con otra.',
  active_content: () =>
    'El PDF contiene JavaScript, acciones que abren programas o archivos adjuntos. Expórtalo de nuevo como PDF sin ellos.',
  macros: () => 'El documento contiene macros. Guárdalo sin macros (.docx o .pptx) o como PDF.',
  archive_limits: () =>
    'El archivo tiene demasiados elementos o se descomprime a un tamaño excesivo para revisarlo.',
  unreadable_document: () =>
    'No pudimos revisar el documento (está cifrado o dañado). Guárdalo de nuevo sin contraseña o como PDF.',
};

export const staffUploadMessages = {
  notAllowed: 'Tu rol no permite subir archivos en esta sección.',
  missing: 'No encontramos el archivo subido. Vuelve a elegirlo e inténtalo de nuevo.',
  storeFailed: 'No pudimos guardar el archivo. Inténtalo de nuevo en unos minutos.',
  badRequest: 'Solicitud no válida. Vuelve a elegir el archivo e inténtalo de nuevo.',
};
