import { RichText } from '@/components/blocks/rich-text';
import { tableOfContents } from '@/components/blocks/rich-text-anchors';
import { CookieCategories } from './cookie-categories';
import { COOKIE_STATEMENT_PATH } from '@/lib/domain/consent';
import type { EditAttributes } from '@/lib/server/content/edit-attributes';
import type { PageDocument } from '@/lib/domain/content/types';

type LegalPageDocument = Extract<PageDocument, { _type: 'legalPage' }>;

const dateFormat = new Intl.DateTimeFormat('nl-BE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Legal template: title, effective date, summary, a table of contents from the h2 headings, then the text. */
export function LegalPage({ page, edit }: { page: LegalPageDocument; edit?: EditAttributes }) {
  const contents = tableOfContents(page.body ?? []);
  return (
    <article className="mx-auto max-w-6xl px-4 py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">Gebruikersinformatie</p>
        <h1 className="mt-2 text-3xl font-bold text-balance md:text-4xl">{page.title}</h1>
        {page.effectiveDate ? (
          <p className="mt-3 text-neutral-700 dark:text-neutral-300">
            Van kracht sinds{' '}
            <time dateTime={page.effectiveDate} data-sanity={edit?.field('effectiveDate')}>
              {dateFormat.format(new Date(page.effectiveDate))}
            </time>
          </p>
        ) : null}
        {page.summary ? (
          <p className="mt-6 text-lg text-neutral-800 dark:text-neutral-200">{page.summary}</p>
        ) : null}
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        {contents.length > 0 ? (
          <nav aria-labelledby="inhoudstafel" className="lg:sticky lg:top-6 lg:self-start">
            <h2 id="inhoudstafel" className="text-sm font-semibold tracking-wide uppercase">
              Inhoud
            </h2>
            <ol className="mt-3 flex flex-col gap-2 border-l border-neutral-200 pl-4 text-sm dark:border-neutral-700">
              {contents.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="text-neutral-800 underline hover:text-primary-800 dark:text-neutral-200 dark:hover:text-primary-200"
                  >
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <RichText value={page.body ?? []} lazySections />
      </div>
      {`/${page.path}` === COOKIE_STATEMENT_PATH ? <CookieCategories /> : null}
    </article>
  );
}
