// Tests run outside React Server Components: the `server-only` marker is a no-op here.
export {};
