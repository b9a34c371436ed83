import { adminMessages } from '#admin/lib/messages.ts';
import { OPENING_ICONS } from '#core/site/openings.ts';
import {
  control,
  type FormDefinition,
  group,
  lines,
  plainOptions,
  text,
  textarea,
} from '../formDefinition.ts';

const { common, openings: words } = adminMessages.site.forms;

const icon = control('icon', { kind: 'select', label: common.icon, options: plainOptions(OPENING_ICONS) });

export const openingsForm: FormDefinition = {
  fields: [
    {
      kind: 'list',
      key: 'areas',
      label: words.areas,
      itemName: words.area,
      itemTitle: (item) => String(item.title ?? ''),
      fields: [icon, text('title', common.title), textarea('description', common.description, { rows: 2 })],
      newItem: () => ({ icon: OPENING_ICONS[0], title: '', description: '' }),
    },
    {
      kind: 'list',
      key: 'positions',
      label: words.positions,
      hint: words.positionsHint,
      itemName: words.position,
      itemTitle: (item) => String(item.title ?? ''),
      fields: [
        control('open', { kind: 'switch', label: words.open }),
        text('title', common.title, { hint: words.titleHint }),
        text('id', words.id, { hint: words.idHint }),
        icon,
        textarea('shortDescription', words.shortDescription, { rows: 2 }),
        text('category', words.category),
        text('type', words.type, { hint: words.typeHint }),
        group('fullDescription', words.fullDescription, [
          textarea('introduction', words.introduction, { rows: 4 }),
          lines('education', words.education, words.requirement),
          lines('responsibilities', words.responsibilities, words.responsibility),
          text('schedule', words.schedule),
          text('reportsTo', words.reportsTo),
          lines('idealProfile', words.idealProfile, words.trait),
        ]),
      ],
      newItem: () => ({
        id: '',
        title: '',
        icon: OPENING_ICONS[0],
        shortDescription: '',
        category: '',
        type: '',
        open: true,
        fullDescription: {
          introduction: '',
          education: [''],
          responsibilities: [''],
          schedule: '',
          reportsTo: '',
          idealProfile: [''],
        },
      }),
    },
  ],
};
