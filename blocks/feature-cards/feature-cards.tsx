import {
  BadgeCheck,
  Euro,
  House,
  Leaf,
  MapPin,
  Shield,
  Sun,
  Users,
  Wind,
  Zap,
  type Icon,
} from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { gridColumns } from '@/components/blocks/grid-columns';
import type { BlockOf } from '@/lib/domain/content/types';
import { BlockSection } from '@/components/blocks/block-section';
import { ContentLink } from '@/components/blocks/content-link';

type CardIcon = NonNullable<NonNullable<BlockOf<'featureCards'>['cards']>[number]['icon']>;

const ICONS: Record<CardIcon, Icon> = {
  'badge-check': BadgeCheck,
  euro: Euro,
  home: House,
  leaf: Leaf,
  'map-pin': MapPin,
  shield: Shield,
  sun: Sun,
  users: Users,
  wind: Wind,
  zap: Zap,
};

export function FeatureCards({ block }: { block: BlockOf<'featureCards'> }) {
  return (
    <BlockSection blockKey={block._key} heading={block.heading} intro={block.intro}>
      <ul className={cn('grid gap-6', gridColumns(block.cards?.length ?? 0))}>
        {(block.cards ?? []).map((card) => {
          const Icon = card.icon ? ICONS[card.icon] : Zap;
          return (
            <li
              key={card._key}
              className="flex flex-col rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-secondary-100 text-secondary-800 dark:bg-secondary-900 dark:text-secondary-200">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-neutral-700 dark:text-neutral-300">{card.text}</p>
              {card.link?.href && card.link.label ? (
                <ContentLink
                  href={card.link.href}
                  className="mt-4 font-semibold text-primary-700 underline dark:text-primary-300"
                >
                  {card.link.label}
                </ContentLink>
              ) : null}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
