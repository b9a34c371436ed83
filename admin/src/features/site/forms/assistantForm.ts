import { adminMessages } from '#admin/lib/messages.ts';
import { control, type FormDefinition, lines, text, textarea } from '../formDefinition.ts';
import { newKey } from './scheduleForm.ts';

const { common, assistant: words } = adminMessages.site.forms;

export const assistantForm: FormDefinition = {
  fields: [
    text('botName', words.botName),
    textarea('greeting', words.greeting, { rows: 3, hint: words.placeholders }),
    lines('quickQuestions', words.quickQuestions, words.question),
    {
      kind: 'list',
      key: 'studyTopics',
      label: words.studyTopics,
      itemName: words.topic,
      itemTitle: (item) => String(item.title ?? ''),
      fields: [text('title', common.title), textarea('answer', words.answer, { rows: 4 })],
      generated: ['id'],
      newItem: () => ({ id: newKey('tema'), title: '', answer: '' }),
    },
    {
      kind: 'list',
      key: 'answers',
      label: words.answers,
      hint: words.answersHint,
      itemName: words.answer,
      itemTitle: (item) => (Array.isArray(item.keywords) ? item.keywords.slice(0, 3).join(', ') : ''),
      fields: [
        lines('keywords', words.keywords, words.keyword, { hint: words.keywordsHint }),
        textarea('text', words.answer, { rows: 3, hint: words.placeholders }),
        control('action', {
          kind: 'select',
          label: words.alsoDo,
          options: (['none', 'prayer', 'topics', 'assistant', 'schedule'] as const).map((value) => ({
            value,
            label: words.actions[value],
          })),
        }),
        text('linkLabel', common.linkLabel),
        text('linkHref', common.link, { hint: common.sitePageHint('/donate') }),
      ],
      generated: ['id'],
      newItem: () => ({
        id: newKey('respuesta'),
        keywords: [''],
        text: '',
        action: 'none',
        linkLabel: '',
        linkHref: '',
      }),
    },
    textarea('fallback', words.fallback, { rows: 3, hint: words.placeholders }),
  ],
};
