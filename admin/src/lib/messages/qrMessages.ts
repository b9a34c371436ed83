/**
 * «Códigos QR» (issue 31, item 1): printable codes for posters, bulletins and the screen at church, that open
 * the site, the ministry's WhatsApp chat or one page of the site.
 */
export const qrMessages = {
  title: 'Códigos QR',
  /** The downloaded files' own title (the SVG's <title>, the PDF's when it has no caption or name). */
  fileTitle: 'Código QR',
  intro:
    'Descarga un código para imprimir en carteles, boletines o proyectar en la reunión: quien lo escanee con el móvil llega directamente.',
  targetLegend: '¿Qué abre el código?',
  targets: {
    site: 'El sitio (página de inicio)',
    whatsapp: 'Nuestro chat de WhatsApp',
    page: 'Una página del sitio',
  },
  pageLabel: 'Dirección de la página',
  pageHint:
    'Por ejemplo /eventos o /oracion. También puedes pegar la dirección completa de una página del sitio.',
  pageMissing: 'Escribe la dirección de la página, por ejemplo /eventos.',
  pageOutside: (origin: string) =>
    `Esa dirección no es de este sitio. Escribe una que empiece por / o por ${origin}.`,
  noWhatsapp: 'Todavía no hay número de WhatsApp del ministerio. Añádelo en Sitio → Contacto y publica.',
  whatsappLoading: 'Leyendo el número de WhatsApp del ministerio…',
  captionLabel: 'Texto bajo el código (solo en el PDF)',
  captionHint: 'Por ejemplo «Escanéame para escribirnos por WhatsApp». Hasta 60 caracteres.',
  previewLabel: (url: string) => `Código QR que abre ${url}`,
  opens: 'Abre:',
  downloadSvg: 'Descargar SVG',
  downloadPdf: 'Descargar PDF',
  formats:
    'SVG para el diseño (se amplía sin perder nitidez); PDF en tamaño A4, listo para imprimir. Pruébalo con tu móvil antes de imprimir muchas copias.',
  pdfError: 'No se pudo preparar el PDF. Inténtalo de nuevo.',
} as const;
