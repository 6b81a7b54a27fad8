import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { ReactNode } from 'react';
import type { RichTextValue } from '@/lib/domain/content/types';
import { cn } from '@/components/ui/cn';
import { ContentLink } from './content-link';
import { GlossaryTerm } from './glossary-term';
import { headingAnchors } from './rich-text-anchors';

type RichTextBlockValue = RichTextValue[number];
type MarkDef = NonNullable<RichTextBlockValue['markDefs']>[number];
type LinkMark = Extract<MarkDef, { _type: 'link' }>;
type GlossaryMark = Extract<MarkDef, { _type: 'glossary' }>;

const LINK_CLASS =
  'font-medium text-primary-700 underline hover:text-primary-900 dark:text-primary-300 dark:hover:text-primary-100';

type HeadingStyle = 'h2' | 'h3';
type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * The element for each editor heading style, so the text's top heading sits at `topLevel` wherever the text is
 * placed (under a page's h1, under a block's h2): editors pick a style, the page keeps its outline.
 */
export function headingTags(value: RichTextValue, topLevel: 2 | 3 | 4): Record<HeadingStyle, HeadingTag> {
  const used = value.flatMap((block) =>
    block._type === 'block' && (block.style === 'h2' || block.style === 'h3') ? [Number(block.style[1])] : [],
  );
  const shift = used.length > 0 ? topLevel - Math.min(...used) : 0;
  const tag = (level: number) => `h${Math.min(Math.max(level + shift, 2), 6)}` as HeadingTag;
  return { h2: tag(2), h3: tag(3) };
}

function components(
  anchors: Map<string, string>,
  tags: Record<HeadingStyle, HeadingTag>,
): PortableTextComponents {
  const heading = (style: HeadingStyle, className: string) =>
    function Heading({ value, children }: { value: { _key?: string }; children?: ReactNode }) {
      const Tag = tags[style];
      return (
        <Tag
          id={value._key ? anchors.get(value._key) : undefined}
          className={cn('scroll-mt-24 font-bold text-balance', className)}
        >
          {children}
        </Tag>
      );
    };
  return {
    block: {
      normal: ({ children }) => <p>{children}</p>,
      h2: heading('h2', 'mt-10 text-2xl first:mt-0'),
      h3: heading('h3', 'mt-8 text-xl first:mt-0'),
      blockquote: ({ children }) => (
        <blockquote className="border-l-4 border-secondary-500 pl-4 text-lg italic">{children}</blockquote>
      ),
    },
    list: {
      bullet: ({ children }) => (
        <ul className="list-disc space-y-2 pl-6 marker:text-primary-600">{children}</ul>
      ),
      number: ({ children }) => (
        <ol className="list-decimal space-y-2 pl-6 marker:text-primary-600">{children}</ol>
      ),
    },
    marks: {
      link: ({ value, children }: { value?: LinkMark; children: ReactNode }) =>
        value?.href ? (
          <ContentLink href={value.href} className={LINK_CLASS}>
            {children}
          </ContentLink>
        ) : (
          <>{children}</>
        ),
      glossary: ({ value, children }: { value?: GlossaryMark; children: ReactNode }) =>
        value?.term?.term && value.term.definition ? (
          <GlossaryTerm term={value.term.term} definition={value.term.definition}>
            {children}
          </GlossaryTerm>
        ) : (
          <>{children}</>
        ),
    },
  };
}

/** The text cut before each h2 style heading, so each part can be laid out on its own. */
export function splitAtH2(value: RichTextValue): RichTextValue[] {
  const sections: RichTextValue[] = [];
  for (const block of value) {
    const last = sections.at(-1);
    if (last && !(block._type === 'block' && block.style === 'h2')) last.push(block);
    else sections.push([block]);
  }
  return sections;
}

/**
 * Editors' Portable Text: headings with anchors, lists, internal and external links, glossary tooltips.
 * `headingLevel` is the level the text's top heading takes in its place on the page (2 under a page's h1).
 * With `lazySections` each h2 section of a long text is laid out only as it nears the screen (`content-visibility:
 * auto`), so a long legal text paints its first screen as fast as a short page.
 */
export function RichText({
  value,
  headingLevel = 2,
  lazySections = false,
  className,
}: {
  value: RichTextValue;
  headingLevel?: 2 | 3 | 4;
  lazySections?: boolean;
  className?: string;
}) {
  const textComponents = components(headingAnchors(value), headingTags(value, headingLevel));
  return (
    <div
      className={cn(
        'flex max-w-3xl flex-col gap-4 leading-relaxed text-neutral-800 dark:text-neutral-200',
        lazySections && 'lazy-sections',
        className,
      )}
    >
      {lazySections ? (
        splitAtH2(value).map((section, index) => (
          // The side padding keeps link focus rings inside the section's paint clip; mt-10 is its heading's margin,
          // which `first:mt-0` drops inside the section.
          <div
            key={section[0]?._key ?? index}
            className="lazy-layout -mx-2 flex flex-col gap-4 px-2 not-first:mt-10"
          >
            <PortableText value={section} components={textComponents} />
          </div>
        ))
      ) : (
        <PortableText value={value} components={textComponents} />
      )}
    </div>
  );
}
