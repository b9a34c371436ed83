import { adminMessages } from '#admin/lib/messages.ts';
import { type FormDefinition, group, lines, text, textarea } from '../formDefinition.ts';

const { common, giving: words } = adminMessages.site.forms;

export const givingForm: FormDefinition = {
  fields: [
    text('stripePublishableKey', words.stripePublishableKey, { hint: words.stripePublishableKeyHint }),
    {
      kind: 'list',
      key: 'funds',
      label: words.funds,
      hint: words.fundsHint,
      itemName: words.fund,
      itemTitle: (fund) => String(fund.name ?? ''),
      fields: [
        text('id', words.fundId, { hint: words.fundIdHint }),
        text('name', common.name),
        text('stripeBuyButtonId', words.stripeBuyButtonId, { hint: 'buy_btn_…' }),
        text('stripePaymentLinkId', words.stripePaymentLinkId, { hint: words.stripePaymentLinkIdHint }),
      ],
      newItem: () => ({ id: '', name: '', stripeBuyButtonId: '', stripePaymentLinkId: '' }),
    },
    group('issuer', words.issuer, [
      text('legalName', words.legalName),
      text('taxId', words.taxId),
      lines('address', common.address, common.addressLine),
    ]),
    text('title', words.title),
    textarea('intro', words.intro, { rows: 4 }),
    {
      kind: 'list',
      key: 'impact',
      label: words.impact,
      itemName: words.impactItem,
      itemTitle: (item) => String(item.title ?? ''),
      fields: [text('title', common.title), textarea('description', common.description, { rows: 2 })],
      newItem: () => ({ title: '', description: '' }),
    },
    lines('otherWays', words.otherWays, words.otherWay),
    {
      kind: 'list',
      key: 'otherMethods',
      label: words.otherMethods,
      itemName: words.otherMethod,
      itemTitle: (item) => String(item.title ?? ''),
      fields: [text('title', common.title), textarea('details', words.details, { rows: 3 })],
      newItem: () => ({ title: '', details: '' }),
    },
    text('loadingLabel', words.loadingLabel),
  ],
};
