import { adminMessages } from '#admin/lib/messages.ts';
import { type FormDefinition, group, lines, list, text, textarea, titleOf } from '../formDefinition.ts';

const { common, giving: words } = adminMessages.site.forms;

export const givingForm: FormDefinition = {
  fields: [
    text('stripePublishableKey', words.stripePublishableKey, { hint: words.stripePublishableKeyHint }),
    list(
      'funds',
      words.funds,
      words.fund,
      [
        text('id', words.fundId, { hint: words.fundIdHint }),
        text('name', common.name),
        text('stripeBuyButtonId', words.stripeBuyButtonId, { hint: 'buy_btn_…' }),
        text('stripePaymentLinkId', words.stripePaymentLinkId, { hint: words.stripePaymentLinkIdHint }),
      ],
      {
        hint: words.fundsHint,
        itemTitle: titleOf('name'),
        newItem: () => ({ id: '', name: '', stripeBuyButtonId: '', stripePaymentLinkId: '' }),
      },
    ),
    group('issuer', words.issuer, [
      text('legalName', words.legalName),
      text('taxId', words.taxId),
      lines('address', common.address, common.addressLine),
    ]),
    text('title', words.title),
    textarea('intro', words.intro, { rows: 4 }),
    list(
      'impact',
      words.impact,
      words.impactItem,
      [text('title', common.title), textarea('description', common.description, { rows: 2 })],
      { itemTitle: titleOf('title'), newItem: () => ({ title: '', description: '' }) },
    ),
    lines('otherWays', words.otherWays, words.otherWay),
    list(
      'otherMethods',
      words.otherMethods,
      words.otherMethod,
      [text('title', common.title), textarea('details', words.details, { rows: 3 })],
      { itemTitle: titleOf('title'), newItem: () => ({ title: '', details: '' }) },
    ),
    text('loadingLabel', words.loadingLabel),
  ],
};
