import { type FormDefinition, lines, text } from '../formDefinition.ts';

export const contactForm: FormDefinition = {
  fields: [
    text('email', 'Correo electrónico', { input: 'email' }),
    text('phone', 'Teléfono', { input: 'tel', hint: 'Con + y el código del país: +52 55 1234 5678.' }),
    text('whatsapp', 'WhatsApp', {
      input: 'tel',
      hint: 'Con + y el código del país. Vacío: no se muestran los botones de WhatsApp.',
    }),
    lines('address', 'Dirección', 'Línea'),
    text('mapEmbedUrl', 'Mapa incrustado (enlace)', {
      input: 'url',
      hint: 'En Google Maps: Compartir › Insertar un mapa, el enlace de src.',
    }),
    text('mapTitle', 'Descripción del mapa', { hint: 'La leen los lectores de pantalla.' }),
    text('mapLinkUrl', 'Enlace «Ver en el mapa»', { input: 'url' }),
  ],
};
