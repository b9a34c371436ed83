import { adminMessages } from '#admin/lib/messages.ts';
import { type FormDefinition, lines, text } from '../formDefinition.ts';

const { common, contact: words } = adminMessages.site.forms;

export const contactForm: FormDefinition = {
  fields: [
    text('email', words.email, { input: 'email' }),
    text('phone', words.phone, { input: 'tel', hint: words.phoneHint }),
    text('whatsapp', words.whatsapp, { input: 'tel', hint: words.whatsappHint }),
    lines('address', common.address, common.addressLine),
    text('mapEmbedUrl', words.mapEmbedUrl, { input: 'url', hint: words.mapEmbedUrlHint }),
    text('mapTitle', words.mapTitle, { hint: words.mapTitleHint }),
    text('mapLinkUrl', words.mapLinkUrl, { input: 'url' }),
  ],
};
