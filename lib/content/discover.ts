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
