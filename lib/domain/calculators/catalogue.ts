/** The code-owned calculators that CMS blocks may point to. */
export const CALCULATORS = {
  koper: { title: 'Calculator voor kopers', href: '/calculator/koper' },
  verkoper: { title: 'Calculator voor verkopers', href: '/calculator/verkoper' },
  gvo: { title: 'Calculator garanties van oorsprong', href: '/calculator/calculator-gvo' },
} as const;

export type CalculatorId = keyof typeof CALCULATORS;
