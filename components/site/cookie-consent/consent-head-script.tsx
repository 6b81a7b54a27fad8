'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import { CONSENT_HEAD_SCRIPT } from '@/components/site/cookie-consent/head-script';

/**
 * Writes the consent script into <head> during the server render. Inserted HTML rather than a rendered <script>: a
 * rendered one would travel twice, in the HTML and again in the React payload.
 */
export function ConsentHeadScript() {
  const inserted = useRef(false);
  useServerInsertedHTML(() => {
    if (inserted.current || !CONSENT_HEAD_SCRIPT) return null;
    inserted.current = true;
    return <script dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} />;
  });
  return null;
}
