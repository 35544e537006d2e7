// Modules served by the catalogues Vite plugin (scripts/lib/vite-catalogues.ts).
declare module 'virtual:catalogue/*' {
  export const messages: Record<string, unknown>;
  export const content: unknown;
}
declare module 'virtual:catalogues' {
  export const catalogueLoaders: Record<
    string,
    () => Promise<{ messages: Record<string, unknown>; content: unknown }>
  >;
}
