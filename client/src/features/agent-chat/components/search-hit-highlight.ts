/**
 * Paints the matched words inside one element with the CSS Custom Highlight API (`::highlight(
 * search-hit)` in index.css): no element is added, so the rendered Markdown and its handlers stay
 * as they are. Where the API is missing the message keeps its outline and label only.
 */
const NAME = 'search-hit';

export function highlightTerms(root: Element, terms: readonly string[]): () => void {
  const registry = (globalThis.CSS as { highlights?: Map<string, unknown> } | undefined)?.highlights;
  const HighlightClass = (globalThis as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  if (!registry || !HighlightClass || terms.length === 0) return () => {};
  const wanted = terms.map((t) => t.toLowerCase()).filter(Boolean);
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.toLowerCase() ?? '';
    for (const term of wanted) {
      for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.length)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + term.length);
        ranges.push(range);
      }
    }
  }
  registry.set(NAME, new HighlightClass(...ranges));
  return () => registry.delete(NAME);
}
