import { type FormDefinition, group, lines, text, textarea } from '../formDefinition.ts';

export const givingForm: FormDefinition = {
  fields: [
    text('stripePublishableKey', 'Clave publicable de Stripe', {
      hint: 'pk_live_… o pk_test_…. Nunca una clave secreta. Vacío: /donate muestra solo las otras formas de dar.',
    }),
    {
      kind: 'list',
      key: 'funds',
      label: 'Fondos',
      hint: 'El primero es el que se elige por defecto.',
      itemName: 'Fondo',
      itemTitle: (fund) => String(fund.name ?? ''),
      fields: [
        text('id', 'Identificador', { hint: 'Minúsculas, cifras y guiones: misiones.' }),
        text('name', 'Nombre'),
        text('stripeBuyButtonId', 'Id del botón de compra', { hint: 'buy_btn_…' }),
        text('stripePaymentLinkId', 'Id del enlace de pago', { hint: 'plink_… (opcional).' }),
      ],
      newItem: () => ({ id: '', name: '', stripeBuyButtonId: '', stripePaymentLinkId: '' }),
    },
    group('issuer', 'Emisor de los recibos', [
      text('legalName', 'Razón social'),
      text('taxId', 'Identificación fiscal'),
      lines('address', 'Dirección', 'Línea'),
    ]),
    text('title', 'Título de /donate'),
    textarea('intro', 'Introducción', { rows: 4 }),
    {
      kind: 'list',
      key: 'impact',
      label: 'A qué se destina',
      itemName: 'Destino',
      itemTitle: (item) => String(item.title ?? ''),
      fields: [text('title', 'Título'), textarea('description', 'Descripción', { rows: 2 })],
      newItem: () => ({ title: '', description: '' }),
    },
    lines('otherWays', 'Otras formas de ayudar', 'Forma'),
    {
      kind: 'list',
      key: 'otherMethods',
      label: 'Otras formas de dar',
      itemName: 'Forma de dar',
      itemTitle: (item) => String(item.title ?? ''),
      fields: [text('title', 'Título'), textarea('details', 'Detalles', { rows: 3 })],
      newItem: () => ({ title: '', details: '' }),
    },
    text('loadingLabel', 'Texto mientras carga el botón'),
  ],
};
