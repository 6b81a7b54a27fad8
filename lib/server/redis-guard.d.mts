export const TIMEOUT_MS: number;
export const SILENCE_MS: number;
export const GUARDED_CLIENT_OPTIONS: {
  readonly disableOfflineQueue: true;
  readonly commandOptions: { readonly timeout: number };
  readonly maintNotifications: 'disabled';
};

export interface RedisGuard {
  run<T>(operation: () => Promise<T>, fallback: T): Promise<T>;
  run(operation: () => Promise<unknown>): Promise<unknown>;
}

/** What the guard needs of a node-redis client (its full type differs per module set). */
export interface GuardedClient {
  connect(): Promise<unknown>;
  ping(): Promise<unknown>;
  destroy(): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
  readonly isOpen: boolean;
  readonly isReady: boolean;
}

export function guardRedis(
  client: GuardedClient,
  options: {
    name: string;
    onRecovered?: () => Promise<void> | void;
    log?: Pick<Console, 'log' | 'error'>;
  },
): RedisGuard;
