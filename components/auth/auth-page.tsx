import type { ReactNode } from 'react';

/** The frame of every sign-in page: a narrow column with the page's h1, a short intro and the form. */
export function AuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 md:py-16">
      <h1 className="text-3xl font-bold text-balance">{title}</h1>
      {intro ? <div className="mt-3 text-neutral-700 dark:text-neutral-300">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}
