'use client';

import { NextStudio } from 'next-sanity/studio';
import config from '@/sanity.config';

/** The embedded Sanity Studio; loaded only on /studio and only when a project is configured. */
export function Studio() {
  return <NextStudio config={config} />;
}
