'use client';

import { useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { buttonClasses } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogSheet } from '@/components/ui/dialog-sheet';
import { saveConsent } from '@/lib/browser/consent';
import { applyStoredConsent } from '@/lib/browser/consent-on-page';
import { NO_GRANTS, type ConsentGrants } from '@/lib/domain/consent';
import {
  CONSENT_CATEGORY_TEXTS,
  NECESSARY_COOKIES,
  type CookieCategoryText,
} from '@/lib/domain/consent-texts';
import { RefuseOrAcceptAll } from './refuse-or-accept-all';

function CookieList({ category }: { category: CookieCategoryText }) {
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer text-neutral-700 underline dark:text-neutral-300">
        Wat dit laadt en welke cookies
      </summary>
      <p className="mt-1 text-neutral-700 dark:text-neutral-300">{category.loads}</p>
      <ul className="mt-1 list-disc pl-5 text-neutral-700 dark:text-neutral-300">
        {category.cookies.map((cookie) => (
          <li key={cookie.name}>
            <code>{cookie.name}</code>: {cookie.purpose} ({cookie.lifetime})
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The categories one by one (each off until chosen, the current choice when reopened), in a modal dialog the
 * visitor opened: saving the selection, refusing all or accepting all each close it with that choice.
 */
export function ConsentSettings({
  open,
  onOpenChange,
  initial,
  onChosen,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The choice in force; null when none is stored (every category off). */
  initial: ConsentGrants | null;
  /** After the choice is stored and applied. */
  onChosen: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <DialogSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Cookie-instellingen"
      description="Kies welke cookies je toestaat. Je keuze geldt zes maanden en je wijzigt ze altijd via “Cookie-instellingen” onderaan elke pagina."
      returnFocusTo={returnFocusTo}
    >
      {/* Mounted with the dialog's content, so every opening starts from the stored choice. */}
      <SettingsForm
        initial={initial ?? NO_GRANTS}
        onChoose={(grants) => {
          saveConsent(grants);
          onChosen();
        }}
      />
    </DialogSheet>
  );
}

function SettingsForm({
  initial,
  onChoose,
}: {
  initial: ConsentGrants;
  onChoose: (grants: ConsentGrants) => void;
}) {
  const [grants, setGrants] = useState(initial);
  function save(event: FormEvent) {
    event.preventDefault();
    onChoose(grants);
  }
  return (
    <form onSubmit={save} className="mt-4 flex flex-col gap-4">
      <div className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-700">
        <Checkbox
          label={NECESSARY_COOKIES.title}
          help={`${NECESSARY_COOKIES.description} Altijd aan.`}
          checked
          disabled
        />
        <CookieList category={NECESSARY_COOKIES} />
      </div>
      {CONSENT_CATEGORY_TEXTS.map((category) => (
        <div key={category.id} className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-700">
          <Checkbox
            name={category.id}
            label={category.title}
            help={category.description}
            checked={grants[category.id]}
            onChange={(event) => setGrants({ ...grants, [category.id]: event.target.checked })}
          />
          <CookieList category={category} />
        </div>
      ))}
      <RefuseOrAcceptAll onChoose={onChoose} variant="outline" />
      <button type="submit" className={buttonClasses('primary', 'md', 'w-full')}>
        Keuze opslaan
      </button>
    </form>
  );
}

/** The settings' own React root: the page's code holds none of their state (consent-host.tsx). */
let root: Root | null = null;
let rootElement: HTMLElement | null = null;

function OpenedSettings({
  initial,
  returnFocusTo,
}: {
  initial: ConsentGrants | null;
  returnFocusTo: HTMLElement | null;
}) {
  const [open, setOpen] = useState(true);
  return (
    <ConsentSettings
      open={open}
      onOpenChange={setOpen}
      initial={initial}
      onChosen={() => setOpen(false)}
      returnFocusTo={() => returnFocusTo}
    />
  );
}

/** Opens the settings with the choice in force; focus returns to what had it when they close. */
export function showConsentSettings() {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  if (!root || !rootElement?.isConnected) {
    rootElement = document.body.appendChild(document.createElement('div'));
    root = createRoot(rootElement);
  }
  // A new key: every opening starts from the stored choice.
  root.render(
    <OpenedSettings key={Date.now()} initial={applyStoredConsent() ?? null} returnFocusTo={opener} />,
  );
}
