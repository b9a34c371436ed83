import { adminMessages } from '#admin/lib/messages.ts';
import { control, type FormDefinition, lines, list, text, textarea, titleOf } from '../formDefinition.ts';
import { newKey } from './scheduleForm.ts';

const { common, assistant: words } = adminMessages.site.forms;

export const assistantForm: FormDefinition = {
  fields: [
    text('botName', words.botName),
    textarea('greeting', words.greeting, { rows: 3, hint: words.placeholders }),
    lines('quickQuestions', words.quickQuestions, words.question),
    list(
      'studyTopics',
      words.studyTopics,
      words.topic,
      [text('title', common.title), textarea('answer', words.answer, { rows: 4 })],
      {
        itemTitle: titleOf('title'),
        generated: ['id'],
        newItem: () => ({ id: newKey('tema'), title: '', answer: '' }),
      },
    ),
    list(
      'answers',
      words.answers,
      words.answer,
      [
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
      {
        hint: words.answersHint,
        itemTitle: (item) => (Array.isArray(item.keywords) ? item.keywords.slice(0, 3).join(', ') : ''),
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
    ),
    textarea('fallback', words.fallback, { rows: 3, hint: words.placeholders }),
  ],
};
