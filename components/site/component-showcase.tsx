'use client';

import { Info } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio-group';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/lib/browser/toast-store';

const integerFormat = new Intl.NumberFormat('nl-BE');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-neutral-200 p-6 dark:border-neutral-800">
      <h2 className="mb-4 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Every UI-kit component in its states, for visual and accessibility checks. */
export function ComponentShowcase() {
  const [progress, setProgress] = useState(40);
  const [meter, setMeter] = useState('digitaal');
  const [email, setEmail] = useState('');
  const [failing, setFailing] = useState(false);
  if (failing) throw new TypeError("Cannot read properties of undefined (reading 'slug')");
  const emailError =
    email && !email.includes('@')
      ? 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.'
      : undefined;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section title="Knoppen">
        <div className="flex flex-wrap gap-3">
          <Button>Primair</Button>
          <Button variant="secondary">Secundair</Button>
          <Button variant="outline">Omlijnd</Button>
          <Button variant="ghost">Subtiel</Button>
          <Button disabled>Uitgeschakeld</Button>
          <Button size="sm">Klein</Button>
          <Button size="lg">Groot</Button>
        </div>
      </Section>

      <Section title="Meldingen">
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() =>
              toast({
                title: 'Aanvraag ontvangen',
                description: 'We bevestigen binnen twee werkdagen.',
                variant: 'success',
              })
            }
          >
            Toon een succesmelding
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              toast({ title: 'Opslaan mislukt', description: 'Controleer je verbinding.', variant: 'error' })
            }
          >
            Toon een foutmelding
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              for (let index = 1; index <= 7; index++) toast({ title: `Melding ${index} van 7` });
            }}
          >
            Toon zeven meldingen
          </Button>
        </div>
        <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">
          Druk op F8 om naar de meldingen te springen.
        </p>
      </Section>

      <Section title="Formuliervelden">
        <div className="flex flex-col gap-5">
          <Field label="E-mailadres" help="We sturen je een bevestiging." error={emailError} required>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <Field label="Postcode" error="Een Belgische postcode heeft vier cijfers.">
            {(control) => <Input {...control} inputMode="numeric" defaultValue="90" />}
          </Field>
          <Field label="Huidige leverancier">
            {(control) => (
              <Select {...control} defaultValue="">
                <option value="" disabled>
                  Kies je leverancier
                </option>
                <option value="andere">Een andere leverancier</option>
                <option value="onbekend">Ik weet het niet</option>
              </Select>
            )}
          </Field>
          <Field label="Je vraag" help="Maximaal 2000 tekens.">
            {(control) => <Textarea {...control} maxLength={2000} />}
          </Field>
        </div>
      </Section>

      <Section title="Keuzes">
        <div className="flex flex-col gap-5">
          <RadioGroup
            legend="Type meter"
            name="meter"
            value={meter}
            onValueChange={setMeter}
            options={[
              { value: 'digitaal', label: 'Digitale meter' },
              { value: 'analoog', label: 'Analoge meter' },
            ]}
            help="Je vindt dit op je energiefactuur."
          />
          <Checkbox label="Ik ga akkoord met de algemene voorwaarden" />
          <Checkbox label="Ik wil de nieuwsbrief ontvangen" help="Hooguit één keer per maand." />
          <Checkbox
            label="Ik geef toestemming"
            error="Zonder toestemming kunnen we je aanvraag niet verwerken."
          />
        </div>
      </Section>

      <Section title="Voortgang">
        <div className="flex flex-col gap-4">
          <Progress value={progress} label="Voortgang van het voorbeeld" />
          <Progress value={3} max={5} label="Stap 3 van 5" />
          <Progress value={250} label="Boven het maximum" />
          <Progress value={-20} label="Onder nul" />
          <div className="flex gap-3">
            <Button variant="outline" size="sm" onClick={() => setProgress((value) => value - 10)}>
              Min 10
            </Button>
            <Button variant="outline" size="sm" onClick={() => setProgress((value) => value + 10)}>
              Plus 10
            </Button>
            <span className="self-center text-sm">Waarde: {integerFormat.format(progress)}</span>
          </div>
        </div>
      </Section>

      <Section title="Foutpagina">
        <p className="mb-3 text-neutral-700 dark:text-neutral-300">
          Een onverwachte fout in de browser: de foutpagina toont een Nederlandse uitleg, nooit de ruwe
          foutmelding.
        </p>
        <Button variant="outline" onClick={() => setFailing(true)}>
          Veroorzaak een fout
        </Button>
      </Section>

      <Section title="Tooltip">
        <p className="flex items-center gap-2">
          Garantie van oorsprong
          <LazyTooltip
            content="Een certificaat dat bewijst dat 1 MWh stroom uit hernieuwbare bron komt."
            aria-label="Wat is een garantie van oorsprong?"
            className="rounded-full p-1 text-primary-700 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-950"
          >
            <Info aria-hidden="true" className="size-5" />
          </LazyTooltip>
        </p>
      </Section>
    </div>
  );
}
