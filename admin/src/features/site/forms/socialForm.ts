import { type FormDefinition, group, text, textarea } from '../formDefinition.ts';

const profile = (key: string, legend: string) =>
  group(key, legend, [
    text('label', 'Nombre de la red'),
    text('url', 'Enlace', { input: 'url' }),
    text('handle', 'Usuario'),
  ]);

const titled = (item: Record<string, unknown>) => String(item.label ?? '');

export const socialForm: FormDefinition = {
  fields: [
    profile('videoChannel', 'Canal de video'),
    profile('photoProfile', 'Perfil de fotos'),
    {
      kind: 'list',
      key: 'socialVideos',
      label: 'Videos destacados de la portada',
      itemName: 'Video',
      itemTitle: titled,
      fixed: true,
      fields: [
        text('label', 'Título'),
        text('url', 'Enlace', { input: 'url' }),
        text('duration', 'Duración'),
      ],
    },
    {
      kind: 'list',
      key: 'socialPosts',
      label: 'Publicaciones destacadas de la portada',
      itemName: 'Publicación',
      itemTitle: titled,
      fixed: true,
      fields: [text('label', 'Título'), text('url', 'Enlace', { input: 'url' }), text('caption', 'Texto')],
    },
    group('liveStream', 'Transmisión en vivo', [
      text('youtubeChannelId', 'Id del canal de YouTube', {
        hint: 'Empieza por UC (YouTube Studio › Personalización). Vacío: /en-vivo no muestra reproductor.',
      }),
    ]),
    group('aiAssistant', 'Asistente de IA', [
      text('name', 'Nombre'),
      text('url', 'Enlace', { input: 'url' }),
      textarea('description', 'Descripción', { rows: 3 }),
    ]),
    group('podcast', 'Pódcast', [
      text('title', 'Título'),
      textarea('description', 'Descripción', { rows: 3 }),
      text('category', 'Categoría de Apple Podcasts'),
      text('spotifyShowUrl', 'Enlace en Spotify', { input: 'url', hint: 'Vacío: no se muestra el botón.' }),
    ]),
  ],
};
