import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/**
 * Loaded with `import()` only when a reply holds a code block, so a chat without code never pays
 * for it. A handful of languages covers what the agents write; others fall back to auto-detection.
 */
const LANGUAGES = { bash, css, go, java, javascript, json, markdown, python, sql, typescript, xml, yaml };
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

/**
 * HTML for the code, built by highlight.js, which escapes the code itself: only its own
 * <span class="hljs-…"> tags are markup, never anything the model wrote.
 */
export function highlightCode(code: string, language?: string): string {
  if (language && hljs.getLanguage(language)) return hljs.highlight(code, { language, ignoreIllegals: true }).value;
  return hljs.highlightAuto(code).value;
}
