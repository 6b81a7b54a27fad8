// Stands in for the `server-only` package under Vitest, which runs server modules outside React's server build.
export {};
