import { blockSchemas } from '../blocks/schemas';
import { discoverFunnel } from './documents/discover-funnel';
import { home } from './documents/home';
import { legalPage } from './documents/legal-page';
import { caseStudy, faqItem, glossaryTerm } from './documents/library';
import { page } from './documents/page';
import { redirect, routeCopy, siteSettings } from './documents/site';
import { accessibleImage } from './objects/accessible-image';
import { linkAction } from './objects/link';
import { richText } from './objects/rich-text';
import { seo } from './objects/seo';
import { withOptionTitleDiffs } from './option-title-diff';

export const SINGLETON_TYPES = ['home', 'siteSettings'] as const;

/** Every type of the Studio; a field with titled options shows their titles in the review of changes too. */
export const schemaTypes = withOptionTitleDiffs([
  home,
  page,
  legalPage,
  siteSettings,
  redirect,
  routeCopy,
  discoverFunnel,
  caseStudy,
  faqItem,
  glossaryTerm,
  seo,
  linkAction,
  accessibleImage,
  richText,
  ...blockSchemas,
]);
