export function recordedOwnOrigin(): string | undefined;
export function ownOrigin(): string;
export function recordOwnOrigin(origin: string): void;
export function handNextRecordedConfig(config: Record<string, unknown>): void;
