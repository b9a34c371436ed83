import { adminMessages } from '#admin/lib/messages.ts';
import { control, type FormDefinition, group, text, textarea } from '../formDefinition.ts';

const { common, legal: words } = adminMessages.site.forms;

const document = (key: string, legend: string) =>
  group(key, legend, [
    text('title', common.title),
    text('shortTitle', words.shortTitle),
    control('markdown', { kind: 'markdown', label: words.markdown }),
  ]);

export const legalForm: FormDefinition = {
  fields: [
    control('updatedOn', { kind: 'date', label: words.updatedOn }),
    textarea('note', words.note, { rows: 3, hint: words.noteHint }),
    document('terms', words.terms),
    document('privacy', words.privacy),
    document('cookies', words.cookies),
  ],
};
