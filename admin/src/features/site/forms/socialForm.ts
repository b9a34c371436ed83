import { adminMessages } from '#admin/lib/messages.ts';
import { type FormDefinition, group, text, textarea } from '../formDefinition.ts';

const { common, social: words } = adminMessages.site.forms;

const profile = (key: string, legend: string) =>
  group(key, legend, [
    text('label', words.network),
    text('url', common.link, { input: 'url' }),
    text('handle', words.handle),
  ]);

const titled = (item: Record<string, unknown>) => String(item.label ?? '');

export const socialForm: FormDefinition = {
  fields: [
    profile('videoChannel', words.videoChannel),
    profile('photoProfile', words.photoProfile),
    {
      kind: 'list',
      key: 'socialVideos',
      label: words.socialVideos,
      itemName: words.video,
      itemTitle: titled,
      fixed: true,
      fields: [
        text('label', common.title),
        text('url', common.link, { input: 'url' }),
        text('duration', words.duration),
      ],
    },
    {
      kind: 'list',
      key: 'socialPosts',
      label: words.socialPosts,
      itemName: words.post,
      itemTitle: titled,
      fixed: true,
      fields: [
        text('label', common.title),
        text('url', common.link, { input: 'url' }),
        text('caption', common.text),
      ],
    },
    group('liveStream', words.liveStream, [
      text('youtubeChannelId', words.youtubeChannelId, { hint: words.youtubeChannelIdHint }),
    ]),
    group('aiAssistant', words.aiAssistant, [
      text('name', common.name),
      text('url', common.link, { input: 'url' }),
      textarea('description', common.description, { rows: 3 }),
    ]),
    group('podcast', words.podcast, [
      text('title', common.title),
      textarea('description', common.description, { rows: 3 }),
      text('category', words.podcastCategory),
      text('spotifyShowUrl', words.spotifyShowUrl, { input: 'url', hint: words.spotifyShowUrlHint }),
    ]),
  ],
};
