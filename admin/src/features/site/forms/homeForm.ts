import { adminMessages } from '#admin/lib/messages.ts';
import { OVERVIEW_ICONS } from '#core/site/home.ts';
import {
  control,
  type FormDefinition,
  group,
  list,
  plainOptions,
  text,
  textarea,
  titleOf,
} from '../formDefinition.ts';
import { newKey } from './scheduleForm.ts';

const { common, home: words } = adminMessages.site.forms;

const heading = [
  text('eyebrow', common.eyebrow),
  text('title', common.title),
  textarea('lead', common.lead, { rows: 2 }),
];
const card = [
  text('title', common.title),
  textarea('text', common.text, { rows: 2 }),
  text('action', common.action),
];
const callToAction = (key: string, legend: string) =>
  group(key, legend, [
    text('eyebrow', common.eyebrow),
    text('title', common.title),
    textarea('text', common.text, { rows: 2 }),
    text('action', common.action),
  ]);

export const homeForm: FormDefinition = {
  fields: [
    group('hero', words.hero, [
      text('eyebrow', common.eyebrow),
      text('title', common.title),
      textarea('lead', common.lead, { rows: 3 }),
      text('action', common.action),
      group('verse', words.verse, [
        textarea('text', words.verseText, { rows: 2, hint: words.verseTextHint }),
        text('reference', words.reference),
      ]),
    ]),
    group('overview', words.overview, [
      ...heading,
      list(
        'cards',
        words.cards,
        words.card,
        [
          control('icon', { kind: 'select', label: common.icon, options: plainOptions(OVERVIEW_ICONS) }),
          ...card,
          text('href', common.link, { hint: common.sitePageHint('/about') }),
        ],
        {
          itemTitle: titleOf('title'),
          newItem: () => ({ icon: OVERVIEW_ICONS[0], title: '', text: '', action: '', href: '/' }),
        },
      ),
    ]),
    group('participate', words.participate, [
      ...heading,
      group('subscribe', words.subscribe, card),
      group('pray', words.pray, [...card, text('wallLink', words.wallLink)]),
      group('give', words.give, card),
    ]),
    callToAction('careers', words.careers),
    callToAction('final', words.final),
    list(
      'fixedTestimonials',
      words.fixedTestimonials,
      words.testimonial,
      [
        text('name', common.name),
        text('country', words.country),
        textarea('testimonial_text', words.testimonial, { rows: 3 }),
        control('photo_url', { kind: 'photo', label: words.photo }),
      ],
      {
        hint: words.fixedTestimonialsHint,
        itemTitle: titleOf('name'),
        generated: ['id'],
        newItem: () => ({
          id: newKey('testimonio'),
          name: '',
          country: '',
          testimonial_text: '',
          photo_url: null,
        }),
      },
    ),
  ],
};
