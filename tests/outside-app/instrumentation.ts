// Its own, empty: Next would otherwise take the repository's instrumentation.ts, which is Stroomplein's (the local
// lake's wiring and its release schedule), and this app must run nothing of ours.
export function register() {}
