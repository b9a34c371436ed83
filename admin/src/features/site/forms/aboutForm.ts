import { adminMessages } from '#admin/lib/messages.ts';
import { VALUE_ICONS } from '#core/aboutIcons.ts';
import {
  control,
  type FormDefinition,
  group,
  lines,
  list,
  plainOptions,
  text,
  textarea,
  titleOf,
} from '../formDefinition.ts';

const { common, about: words } = adminMessages.site.forms;

const section = (key: string, legend: string) =>
  group(key, legend, [
    text('title', common.title),
    textarea('text1', words.firstParagraph, { rows: 3 }),
    textarea('text2', words.secondParagraph, { rows: 3 }),
  ]);

export const aboutForm: FormDefinition = {
  fields: [
    group('header', words.header, [
      text('title', common.title),
      textarea('subtitle', common.subtitle, { rows: 2 }),
    ]),
    group('founder', words.founder, [
      text('name', common.name),
      text('title', words.founderTitle),
      lines('bio', words.bio, words.paragraph, { rows: 4 }),
      control('image', { kind: 'image', label: words.photo }),
    ]),
    group('missionVision', words.missionVision, [
      text('mainTitle', common.title),
      textarea('subtitle', common.subtitle, { rows: 2 }),
      section('mission', words.mission),
      section('vision', words.vision),
    ]),
    list(
      'values',
      words.values,
      words.value,
      [
        control('icon', { kind: 'select', label: common.icon, options: plainOptions(VALUE_ICONS) }),
        text('title', common.title),
        textarea('description', common.description, { rows: 2 }),
      ],
      {
        itemTitle: titleOf('title'),
        newItem: () => ({ icon: 'Award', title: '', description: '' }),
      },
    ),
    list(
      'timeline',
      words.timeline,
      words.milestone,
      [
        text('year', words.year),
        text('title', common.title),
        textarea('description', common.description, { rows: 2 }),
      ],
      {
        hint: words.timelineHint,
        itemTitle: (item) => [item.year, item.title].filter(Boolean).join(' · '),
        newItem: () => ({ year: '', title: '', description: '' }),
      },
    ),
  ],
};
