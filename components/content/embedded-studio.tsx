'use client';

// The client-component entry: the plain `next-sanity/studio` one injects Sanity's bridge script from its CDN.
import { NextStudio } from 'next-sanity/studio/client-component';
import config from '@/sanity.config';

/**
 * The embedded Sanity Studio on /studio: on the hosted Content Lake when a project is configured, otherwise on the
 * site's local Content Lake (see sanity.config.ts and lake/).
 */
export function Studio() {
  return <NextStudio config={config} />;
}
