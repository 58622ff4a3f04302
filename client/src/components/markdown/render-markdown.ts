import type { Nodes, Parents, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { urlAttributes } from 'html-url-attributes';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { mayUseGfm } from './gfm-syntax';

/**
 * react-markdown's rendering with `skipHtml`, on two processors built once. react-markdown builds
 * and freezes a new unified processor on every render; a long conversation renders every reply it
 * scrolls past, and that setup was about a twelfth of each reply's cost and of what the scroll
 * allocated. The steps after the parse are react-markdown's own: raw HTML dropped, every URL
 * attribute through its `defaultUrlTransform` (unsafe protocols removed), then its options for
 * hast-util-to-jsx-runtime.
 */
const HTML_KEPT_AS_NODES = { allowDangerousHtml: true };
const plain = unified().use(remarkParse).use(remarkRehype, HTML_KEPT_AS_NODES).freeze();
const withGfm = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, HTML_KEPT_AS_NODES).freeze();

function dropHtmlAndUnsafeUrls(node: Nodes, index: number | undefined, parent: Parents | undefined) {
  if (node.type === 'raw' && parent && typeof index === 'number') {
    parent.children.splice(index, 1);
    return index;
  }
  if (node.type !== 'element') return undefined;
  for (const [attribute, tags] of Object.entries(urlAttributes)) {
    if (!Object.hasOwn(node.properties, attribute)) continue;
    if (tags === null || tags.includes(node.tagName)) {
      node.properties[attribute] = defaultUrlTransform(String(node.properties[attribute] || ''));
    }
  }
  return undefined;
}

/** A reply's Markdown as React elements; GitHub's additions are parsed only when the text may hold one. */
export function renderMarkdown(text: string, components: Components): ReactElement {
  const processor = mayUseGfm(text) ? withGfm : plain;
  const tree: Root = processor.runSync(processor.parse(text));
  visit(tree, dropHtmlAndUnsafeUrls);
  return toJsxRuntime(tree, {
    Fragment,
    components,
    ignoreInvalidStyle: true,
    jsx,
    jsxs,
    passKeys: true,
    passNode: true,
  });
}
