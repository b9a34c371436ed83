/**
 * Column names as a person reads them, with their article, for the Spanish sentences of the error
 * reader ("Ya existe un registro con el slug «…»"). A column missing here is named as it is, in quotes.
 */
const labels: Readonly<Record<string, string>> = {
  slug: 'el slug',
  email: 'el correo electrónico',
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
  city_country: 'la ciudad y país',
  cover_letter_text: 'la carta de presentación',
  interest_type: 'el motivo',
  fund: 'el fondo',
};

export const knownColumns = Object.keys(labels);

/** "el slug" for `slug`; `el campo «x»` for a column without a Spanish name. */
export function fieldLabel(column: string): string {
  return labels[column] ?? `el campo «${column}»`;
}

/** `lower(email)` → `email`: unique indexes on expressions name the column inside a function call. */
export function bareColumn(expression: string): string {
  const inner = /^\w+\((\w+)\)$/.exec(expression.trim());
  return inner?.[1] ?? expression.trim();
}
