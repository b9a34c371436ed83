import { adminMessages } from '#admin/lib/messages.ts';
import { type FormDefinition, group, list, text, textarea, titleOf } from '../formDefinition.ts';

const { common, social: words } = adminMessages.site.forms;

const profile = (key: string, legend: string) =>
  group(key, legend, [
    text('label', words.network),
    text('url', common.link, { input: 'url' }),
    text('handle', words.handle),
  ]);

export const socialForm: FormDefinition = {
  fields: [
    profile('videoChannel', words.videoChannel),
    profile('photoProfile', words.photoProfile),
    list(
      'socialVideos',
      words.socialVideos,
      words.video,
      [
        text('label', common.title),
        text('url', common.link, { input: 'url' }),
        text('duration', words.duration),
      ],
      { itemTitle: titleOf('label'), fixed: true },
    ),
    list(
      'socialPosts',
      words.socialPosts,
      words.post,
      [text('label', common.title), text('url', common.link, { input: 'url' }), text('caption', common.text)],
      { itemTitle: titleOf('label'), fixed: true },
    ),
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
