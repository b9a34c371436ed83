import { adminMessages } from '#admin/lib/messages.ts';
import { VALUE_ICONS } from '#core/aboutIcons.ts';
import {
  control,
  type FormDefinition,
  group,
  lines,
  plainOptions,
  text,
  textarea,
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
    {
      kind: 'list',
      key: 'values',
      label: words.values,
      itemName: words.value,
      itemTitle: (item) => String(item.title ?? ''),
      fields: [
        control('icon', { kind: 'select', label: common.icon, options: plainOptions(VALUE_ICONS) }),
        text('title', common.title),
        textarea('description', common.description, { rows: 2 }),
      ],
      newItem: () => ({ icon: 'Award', title: '', description: '' }),
    },
    {
      kind: 'list',
      key: 'timeline',
      label: words.timeline,
      hint: words.timelineHint,
      itemName: words.milestone,
      itemTitle: (item) => [item.year, item.title].filter(Boolean).join(' · '),
      fields: [
        text('year', words.year),
        text('title', common.title),
        textarea('description', common.description, { rows: 2 }),
      ],
      newItem: () => ({ year: '', title: '', description: '' }),
    },
  ],
};
