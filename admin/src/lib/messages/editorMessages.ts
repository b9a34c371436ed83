/**
 * Every Spanish text of the visual post editor, in one place.
 * Toolbar names are what screen readers announce and tests look for; `hint` says what each key does.
 */
export const editorMessages = {
  label: 'Contenido',
  markdownLabel: 'Contenido (Markdown)',
  loading: 'Cargando el editor…',
  modes: {
    markdown: 'Markdown',
    markdownHint: 'Escribir el Markdown a mano',
    preview: 'Vista previa',
    edit: 'Editar',
  },
  previewLabel: 'Vista previa',
  toolbar: {
    label: 'Formato del texto',
    heading: 'Encabezado',
    subheading: 'Subencabezado',
    bold: 'Negrita',
    italic: 'Cursiva',
    bulletList: 'Lista',
    orderedList: 'Lista numerada',
    quote: 'Cita',
    link: 'Enlace',
    image: 'Imagen',
    undo: 'Deshacer',
    redo: 'Rehacer',
  },
  shortcuts: {
    bold: 'Ctrl+B',
    italic: 'Ctrl+I',
    link: 'Ctrl+K',
    undo: 'Ctrl+Z',
    redo: 'Ctrl+Mayús+Z',
  },
  hint: 'Las referencias bíblicas escritas como texto («Juan 3:16», «Rom 8:28-39») se enlazan solas a la Biblia del sitio.',
  scriptureTitle: (reference: string) => `${reference}: se enlaza a la página de la Biblia`,
  keptBlock:
    'Bloque en Markdown (tabla u otro formato que el editor visual no muestra): se guarda tal como está.',
  droppedImages: (count: number) =>
    count === 1
      ? 'La imagen pegada no se copió: súbela con el botón «Imagen» para describirla.'
      : `Las ${count} imágenes pegadas no se copiaron: súbelas con el botón «Imagen» para describirlas.`,
  link: {
    title: 'Insertar enlace',
    url: 'Dirección (URL)',
    urlHint: 'https://…, mailto:… o una página del sitio como /eventos.',
    text: 'Texto del enlace',
    submit: 'Aplicar enlace',
    remove: 'Quitar enlace',
    cancel: 'Cancelar',
    invalidUrl:
      'Escribe una dirección que empiece por https://, http://, mailto: o / (una página del sitio).',
    missingText: 'Escribe el texto que se mostrará como enlace.',
  },
  image: {
    title: 'Insertar imagen',
    file: 'Archivo de imagen',
    fileHint: 'JPG, PNG, WEBP o GIF. Las fotos grandes se reducen antes de subirlas.',
    alt: 'Texto alternativo',
    altHint: 'Describe la imagen para quien no puede verla (obligatorio).',
    submit: 'Subir e insertar',
    uploading: 'Subiendo…',
    cancel: 'Cancelar',
    missingFile: 'Elige una imagen.',
    altRequired: 'Escribe el texto alternativo: describe la imagen para quien no puede verla.',
    altTooLong: (max: number) => `El texto alternativo no puede pasar de ${max} caracteres.`,
    wrongType: 'Formato de archivo no admitido: sube JPG, PNG, WEBP o GIF.',
    tooLarge: 'La imagen pesa más de 5 MB incluso reducida: elige una más pequeña.',
    uploadFailed: (detail: string) => `Error al subir la imagen: ${detail}`,
  },
} as const;
