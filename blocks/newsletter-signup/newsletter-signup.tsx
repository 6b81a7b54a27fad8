import { Mail } from '@/components/ui/icons';
import type { BlockOf } from '@/lib/domain/content/types';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A plain form (works without JavaScript): the address travels to /nieuwsbrief, where consent is asked. */
export function NewsletterSignup({ block }: { block: BlockOf<'newsletterSignup'> }) {
  const headingId = `blok-${block._key}`;
  const inputId = `${headingId}-e-mail`;
  return (
    <section aria-labelledby={headingId} className="lazy-layout mx-auto max-w-6xl px-4 py-12">
      <div className="grid gap-6 rounded-3xl bg-neutral-100 p-8 md:grid-cols-2 md:items-end md:p-12 dark:bg-neutral-900">
        <div>
          <Mail aria-hidden="true" className="size-8 text-primary-700 dark:text-primary-300" />
          <h2 id={headingId} className="mt-3 text-2xl font-bold text-balance">
            {block.heading}
          </h2>
          {block.text ? <p className="mt-2 text-neutral-700 dark:text-neutral-300">{block.text}</p> : null}
        </div>
        <form action="/nieuwsbrief" method="get" className="flex flex-col gap-2">
          <label htmlFor={inputId} className="font-medium">
            E-mailadres
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id={inputId}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder="naam@voorbeeld.be"
              className="flex-1"
            />
            <Button type="submit" className="shrink-0">
              Inschrijven
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
