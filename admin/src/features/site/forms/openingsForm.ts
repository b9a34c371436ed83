import { adminMessages } from '#admin/lib/messages.ts';
import { OPENING_ICONS } from '#core/site/openings.ts';
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

const { common, openings: words } = adminMessages.site.forms;

const icon = control('icon', { kind: 'select', label: common.icon, options: plainOptions(OPENING_ICONS) });

export const openingsForm: FormDefinition = {
  fields: [
    list(
      'areas',
      words.areas,
      words.area,
      [icon, text('title', common.title), textarea('description', common.description, { rows: 2 })],
      {
        itemTitle: titleOf('title'),
        newItem: () => ({ icon: OPENING_ICONS[0], title: '', description: '' }),
      },
    ),
    list(
      'positions',
      words.positions,
      words.position,
      [
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
      {
        hint: words.positionsHint,
        itemTitle: titleOf('title'),
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
    ),
  ],
};
