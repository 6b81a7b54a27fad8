/**
 * GETs a URL with the visitor's credentials (cookies) and tells whether it answered 2xx. Never throws: a network
 * failure, an abort or a bad URL all count as "not ok", so callers can use it as a plain check.
 */
export async function isOkWithCredentials(url: string, init?: { signal?: AbortSignal }): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'GET',
      credentials: 'include',
      cache: 'no-store',
      signal: init?.signal,
    });
    return response.ok;
  } catch {
    return false;
  }
}
