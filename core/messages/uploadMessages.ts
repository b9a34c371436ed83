import { failure } from './toast.ts';
import { visitorMessages } from './visitorMessages.ts';

const { testimonials, applications } = visitorMessages.resources;

/**
 * Why an uploaded file was refused, as the upload server functions answer it: a visitor gets a toast
 * (the spec's wording where it has one: size and format), a staff member a sentence the admin shows
 * under its own toast title ("Error al subir la imagen: …") and at the field.
 */
export const uploadMessages = {
  photo: {
    tooLarge: testimonials.errors.photoTooLarge,
    wrongType: testimonials.errors.photoWrongType,
    tooManyPixels: failure(
      'Imagen demasiado grande',
      'La foto no debe superar los 40 megapíxeles. Redúcela e inténtalo de nuevo.',
    ),
    undecodable: failure(
      'Imagen dañada',
      'No pudimos leer la foto: puede estar incompleta o dañada. Prueba con otra.',
    ),
  },
  cv: {
    tooLarge: applications.errors.cvTooLarge,
    wrongType: applications.errors.cvWrongType,
    pdfActiveContent: failure(
      'CV no aceptado',
      'El PDF contiene JavaScript, acciones que abren programas o archivos adjuntos. Expórtalo de nuevo como PDF sin ellos (por ejemplo, con «Imprimir como PDF»).',
    ),
    pdfUnreadable: failure(
      'CV no aceptado',
      'No pudimos revisar este PDF (está cifrado o dañado). Expórtalo de nuevo como PDF sin contraseña.',
    ),
    docxMacros: failure(
      'CV no aceptado',
      'El documento contiene macros. Guárdalo como documento de Word sin macros (.docx) o como PDF.',
    ),
    docxLimits: failure(
      'CV no aceptado',
      'El documento de Word es demasiado grande o complejo para revisarlo. Envíalo como PDF.',
    ),
    docMacros: failure(
      'CV no aceptado',
      'El documento de Word antiguo (.doc) contiene macros. Envíalo como PDF o como .docx sin macros.',
    ),
    docUnreadable: failure(
      'CV no aceptado',
      'No pudimos revisar este documento .doc. Envíalo como PDF o como .docx.',
    ),
  },
  /** The visitor upload function's answers that are not about the file's content. */
  visitorFunction: {
    badRequest: failure('Solicitud no válida', 'Vuelve a elegir el archivo e inténtalo de nuevo.'),
    missing: failure(
      'Archivo no recibido',
      'No encontramos el archivo que subiste. Vuelve a elegirlo e inténtalo de nuevo.',
    ),
    storeFailed: failure(
      'Error al guardar el archivo',
      'No pudimos guardar el archivo. Inténtalo de nuevo en unos minutos.',
    ),
  },
  /** By refusal code; `picture` is true for every staff upload but a library resource's file. */
  staff: {
    too_large: (picture: boolean) =>
      picture ? 'La imagen supera el máximo de 5 MB.' : 'El archivo supera el máximo de 50 MB.',
    wrong_type: (picture: boolean) =>
      picture
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
  },
  staffFunction: {
    notAllowed: 'Tu rol no permite subir archivos en esta sección.',
    missing: 'No encontramos el archivo subido. Vuelve a elegirlo e inténtalo de nuevo.',
    storeFailed: 'No pudimos guardar el archivo. Inténtalo de nuevo en unos minutos.',
    badRequest: 'Solicitud no válida. Vuelve a elegir el archivo e inténtalo de nuevo.',
  },
} as const;
