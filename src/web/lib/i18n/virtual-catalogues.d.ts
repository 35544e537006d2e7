// Modules served by the catalogues Vite plugin (scripts/lib/vite-catalogues.ts).
declare module 'virtual:catalogue/*' {
  export const messages: Record<string, unknown>;
  export const content: unknown;
}
declare module 'virtual:catalogues' {
  export const languageLoaders: Record<
    string,
    () => Promise<{
      namespaceLoaders: Record<string, () => Promise<{ messages: Record<string, unknown>; content: unknown }>>;
    }>
  >;
}
