/** See publish.mjs: the page the scripts and tests edit, `/declarations`, and how its hero text is set. */
export function setDeclarationsHero(contentDir: string, text: string): void;
