/** The parts of a locale's catalogue, made by the build from locales/LOCALE/translation.json (scripts/vite/catalogueParts.ts). */
declare module '*/first-words.json' {
  const words: Record<string, unknown>;
  export default words;
}
declare module '*/screener-words.json' {
  const words: Record<string, unknown>;
  export default words;
}
declare module '*/later-words.json' {
  const words: Record<string, unknown>;
  export default words;
}
