/**
 * Whether a text needs the Markdown renderer. `markdown-text.tsx` asks on a first load (the
 * dashboard's email assistant), so this module stays this small and imports nothing: it is inlined
 * into the chunk that uses it, where a module shared with the renderer would be a chunk of its own.
 */

/** Characters that make text Markdown; greetings and most short replies have none. */
const MARKDOWN_SYNTAX = /[*_`#[\]|>~]|^\s*(\d+\.|[-+])\s/m;

export function looksLikeMarkdown(text: string): boolean {
  return MARKDOWN_SYNTAX.test(text);
}
