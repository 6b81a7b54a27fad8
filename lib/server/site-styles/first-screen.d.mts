export function firstScreenCss(css: string, names: Iterable<string>): string;
