import type { SiteArea } from '#core/site/areas.ts';
import { editedPaths, type FormDefinition } from './formDefinition.ts';
import { aboutForm } from './forms/aboutForm.ts';
import { assistantForm } from './forms/assistantForm.ts';
import { bannerForm } from './forms/bannerForm.ts';
import { contactForm } from './forms/contactForm.ts';
import { givingForm } from './forms/givingForm.ts';
import { homeForm } from './forms/homeForm.ts';
import { identityForm } from './forms/identityForm.ts';
import { legalForm } from './forms/legalForm.ts';
import { openingsForm } from './forms/openingsForm.ts';
import { scheduleForm } from './forms/scheduleForm.ts';
import { socialForm } from './forms/socialForm.ts';

/**
 * The field registry: the form of every site-content area. `siteFormPaths(area)` lists the schema paths
 * it edits (and the ids it fills in itself), for the test that every value visitors read is editable.
 */
export const SITE_FORMS: Record<SiteArea, FormDefinition> = {
  identity: identityForm,
  contact: contactForm,
  giving: givingForm,
  social: socialForm,
  schedule: scheduleForm,
  home: homeForm,
  about: aboutForm,
  legal: legalForm,
  openings: openingsForm,
  assistant: assistantForm,
  banner: bannerForm,
};

export const siteFormPaths = (area: SiteArea) => editedPaths(SITE_FORMS[area]);
