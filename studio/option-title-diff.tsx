import { Box, Text } from '@sanity/ui';
import { DiffFromTo, type DiffComponent, type StringDiff } from 'sanity';

interface TitledOption {
  value: string;
  title: string;
}

/** A field's `options.list` when every entry has a title (a list of bare strings shows its values as they are). */
function titledOptions(options: unknown): TitledOption[] | null {
  const list = (options as { list?: unknown } | undefined)?.list;
  if (!Array.isArray(list) || list.length === 0) return null;
  const titled = list.filter(
    (entry): entry is TitledOption =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as TitledOption).value === 'string' &&
      typeof (entry as TitledOption).title === 'string',
  );
  return titled.length === list.length ? titled : null;
}

/**
 * "Wijzigingen beoordelen" for a field with a list of options: the Studio's string diff shows the stored value
 * ("right", "sharingiscaring"); this one shows the option's title, as the form does ("Rechts", "Sharing is Caring").
 */
export function optionTitleDiff(options: readonly TitledOption[]): DiffComponent<StringDiff> {
  const titles = new Map(options.map(({ value, title }) => [value, title]));
  function OptionTitle({ value }: { value?: string | null }) {
    return (
      <Box paddingX={2} paddingY={1}>
        <Text size={1}>{value ? (titles.get(value) ?? value) : ''}</Text>
      </Box>
    );
  }
  return function OptionTitleDiff({ diff, schemaType }) {
    return <DiffFromTo diff={diff} schemaType={schemaType} previewComponent={OptionTitle} layout="inline" />;
  };
}

type Definition = Record<string, unknown>;

const withDiff = (definition: Definition, options: TitledOption[]): Definition => ({
  ...definition,
  components: { ...(definition.components as Definition | undefined), diff: optionTitleDiff(options) },
});

/**
 * The schema with `optionTitleDiff` on every string field that has titled options, and on the items of every array
 * of strings that has them (the market checkboxes), however deep in objects and arrays.
 */
export function withOptionTitleDiffs<T>(definition: T): T {
  if (Array.isArray(definition))
    return definition.map((member: unknown) => withOptionTitleDiffs(member)) as T;
  if (typeof definition !== 'object' || definition === null) return definition;
  let node = { ...(definition as Definition) };
  const options = titledOptions(node.options);
  if (options && node.type === 'string') node = withDiff(node, options);
  if (Array.isArray(node.fields)) node.fields = withOptionTitleDiffs(node.fields);
  if (Array.isArray(node.of)) {
    node.of =
      options && node.type === 'array'
        ? node.of.map((member: Definition) => (member.type === 'string' ? withDiff(member, options) : member))
        : withOptionTitleDiffs(node.of);
  }
  return node as T;
}
