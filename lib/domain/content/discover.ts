/** Products with a guided "discover" funnel (`discoverFunnel` documents), one funnel per product. */
export const DISCOVER_PRODUCTS = [
  { value: 'koper', title: 'Kopen' },
  { value: 'verkoper', title: 'Verkopen' },
  { value: 'energiedelen', title: 'Energie delen' },
] as const;

export type DiscoverProduct = (typeof DISCOVER_PRODUCTS)[number]['value'];

const PRODUCT_VALUES: ReadonlySet<string> = new Set(DISCOVER_PRODUCTS.map((product) => product.value));

export function isDiscoverProduct(value: string): value is DiscoverProduct {
  return PRODUCT_VALUES.has(value);
}

/** `/ontdek{product}/{step}`: the public address of a funnel step (served by app/(default)/ontdek/…). */
export function discoverStepHref(product: DiscoverProduct, step: number): string {
  return `/ontdek${product}/${step}`;
}

/** A step segment as a step number (`'2'` → 2), or null when it cannot be one. */
export function discoverStepNumber(step: string): number | null {
  return /^[1-9]\d{0,2}$/.test(step) ? Number(step) : null;
}

/** `/ontdekkoper/2` (the public address) or `/ontdek/koper/2` (the route) → its product and step segment. */
export function parseDiscoverPath(pathname: string): { product: DiscoverProduct; step: string } | null {
  const match = /^\/ontdek\/?([a-z]+)\/([^/]+)$/.exec(pathname);
  if (!match?.[1] || !match[2] || !isDiscoverProduct(match[1])) return null;
  return { product: match[1], step: match[2] };
}

/** The rewrite that maps `/ontdekkoper/2` onto the route `/ontdek/koper/2` (next.config.ts). */
export const DISCOVER_REWRITE = {
  source: `/ontdek:product(${DISCOVER_PRODUCTS.map((product) => product.value).join('|')})/:step`,
  destination: '/ontdek/:product/:step',
};
