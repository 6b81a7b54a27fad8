'use client';

import { NextStudio } from 'next-sanity/studio';
import config from '@/sanity.config';

/** The embedded Sanity Studio on /studio (compiled in only when a project is configured, see next.config.ts). */
export function Studio() {
  return <NextStudio config={config} />;
}
