/**
 * Stands in for markdown-to-jsx inside rjsf: our campaigns never enable markdown in descriptions or help
 * (their text comes from translation catalogues), so rjsf's rare uses render the text as it is. Saves ~30 KiB gzip.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}

export default Markdown;
