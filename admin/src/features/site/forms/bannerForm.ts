import { adminMessages } from '#admin/lib/messages.ts';
import { control, type FormDefinition, text } from '../formDefinition.ts';

const { common, banner: words } = adminMessages.site.forms;

export const bannerForm: FormDefinition = {
  fields: [
    control('enabled', { kind: 'switch', label: words.enabled }),
    text('text', words.text, { hint: words.textHint }),
    text('linkLabel', common.linkLabel),
    text('link', common.link, { hint: words.linkHint }),
    control('start', { kind: 'datetime', label: words.start, hint: words.startHint }),
    control('end', { kind: 'datetime', label: words.end }),
  ],
};
