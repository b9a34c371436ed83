import { formMessages } from '#core/messages/formMessages.ts';
import { accountMessages, staffResource } from './messages/accountMessages.ts';
import { auditMessages } from './messages/auditMessages.ts';
import { appMessages, commonMessages } from './messages/commonMessages.ts';
import { contentResources, teachingMessages } from './messages/contentMessages.ts';
import { editorMessages } from './messages/editorMessages.ts';
import { exportMessages } from './messages/exportMessages.ts';
import { followUpScreenMessages } from './messages/followUpScreenMessages.ts';
import { donationResource } from './messages/givingMessages.ts';
import { groupMessages } from './messages/groupMessages.ts';
import { inboxResources } from './messages/inboxMessages.ts';
import { newsletterResource, panelMessages } from './messages/panelMessages.ts';
import { qrMessages } from './messages/qrMessages.ts';
import { shiftMessages } from './messages/shiftMessages.ts';
import { signupMessages } from './messages/signupMessages.ts';
import { siteMessages } from './messages/siteMessages.ts';

/**
 * Every Spanish text of the admin panel (docs/spec.md §2, §5, §8), so screens never spell copy themselves and
 * the e2e journeys can assert the exact wording. Keyed as marmelab/atomic-crm's catalog: each resource
 * has its `name` (the list's title and menu entry), `fields`, `actions`, `notifications` (it went
 * well) and `errors` (it did not); `app` and `common` are the frame and the words every screen shares.
 * Copy the site and the server functions also use lives in core/messages/.
 */
export const adminMessages = {
  app: appMessages,
  common: commonMessages,
  ...accountMessages,
  ...panelMessages,
  resources: {
    ...contentResources,
    ...inboxResources,
    donations: donationResource,
    newsletters: newsletterResource,
    staff: staffResource,
  },
  /** The visual post editor (admin/src/components/markdownEditor). */
  editor: editorMessages,
  /** The site's own texts, edited under /admin/sitio (admin/src/features/site). */
  site: siteMessages,
  teachings: teachingMessages,
  /** «Exportar todo» (admin/src/features/export). */
  dataExport: exportMessages,
  /** Printable QR codes (admin/src/features/qr). */
  qr: qrMessages,
  /** «Seguimiento»: the follow-up inbox (admin/src/features/followUps). */
  followUps: followUpScreenMessages,
  /** «Auditoría»: the log of staff changes (admin/src/features/audit). */
  audit: auditMessages,
  /** «Inscripciones» (admin/src/features/signups). */
  signups: signupMessages,
  /** «Turnos» (admin/src/features/shifts). */
  shifts: shiftMessages,
  /** «Grupos» (admin/src/features/groups). */
  groups: groupMessages,
  /** The admin forms' validation messages live with the schemas that raise them (core/messages). */
  validation: formMessages.validation,
} as const;

/** A resource's copy, for the screens every resource shares (lists, editors, dialogs). */
export type ResourceCopy = (typeof adminMessages.resources)[keyof typeof adminMessages.resources];
