/** See settings-file.mjs: the lake's JSON settings in the content folder. */
export function readSettings<T>(file: string): T[];
export function writeSettings(file: string, list: unknown[]): void;
export function settingsWhileUnchanged<T, Item>(file: string, derive: (list: Item[]) => T): T;
