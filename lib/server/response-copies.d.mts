import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ResponseCopies {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  purge(keys: readonly string[]): void;
  size(): { copies: number; bytes: number };
}
export const PERSONAL_COOKIE: RegExp;
export const PERSONAL_PATH: RegExp;
export function createResponseCopies(options?: {
  maxTotalBytes?: number;
  now?: () => number;
}): ResponseCopies;
