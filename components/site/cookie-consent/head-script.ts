import { consentHeadScript } from '@/lib/domain/consent';
import { consentBannerHtml } from './banner-html';

/**
 * This build's consent script for <head> (its container and banner), or '' without a container: read by the server
 * render (ServerInsertedHead) and the page policy (its hash). The browser bundle gets an empty stand-in
 * (next.config.ts): the script travels in the HTML only.
 */
export const CONSENT_HEAD_SCRIPT = process.env.NEXT_PUBLIC_GTM_ID
  ? consentHeadScript({ containerId: process.env.NEXT_PUBLIC_GTM_ID, bannerHtml: consentBannerHtml() })
  : '';
