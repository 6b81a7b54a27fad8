export function firstScreenCss(css: string, classNames: Iterable<string>): string;
