import type { ReactNode } from 'react';
import { draftMode } from 'next/headers';
import { VisualEditing } from 'next-sanity/visual-editing';
import { SanityLive } from '../lib/sanity';
import { expireChangedAnswers } from './live-action';

export const metadata = { title: 'Buiten-app' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { isEnabled } = await draftMode();
  return (
    <html lang="nl">
      <body>
        {children}
        <SanityLive action={expireChangedAnswers} />
        {isEnabled && <VisualEditing />}
      </body>
    </html>
  );
}
