/** Code-owned routes whose copy comes from the CMS (`routeCopy` documents). */
export const ROUTE_COPY_KEYS = [
  { value: 'bedankt-koper', title: 'Bedankt (koper)' },
  { value: 'bedankt-verkoper', title: 'Bedankt (verkoper)' },
  { value: 'nieuwsbrief', title: 'Nieuwsbrief' },
  { value: 'contact', title: 'Contact' },
] as const;

export type RouteCopyKey = (typeof ROUTE_COPY_KEYS)[number]['value'];
