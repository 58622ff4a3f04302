/**
 * The JSON value in a model's answer. Asked for JSON only, models still wrap it in a Markdown code
 * fence or put a sentence before and after it; the value itself is fine, so it is taken out rather
 * than the whole answer refused. Returns undefined when no JSON object or array is found.
 */
export function jsonInText(content: string): unknown {
  const text = content.trim();
  const whole = tryParse(text);
  // A JSON string holding the object: encoded twice.
  if (typeof whole === 'string') return jsonInText(whole);
  if (whole !== undefined) return whole;

  for (const fenced of text.matchAll(/```[\w-]*[^\S\n]*\n?([\s\S]*?)```/g)) {
    const inner = tryParse(fenced[1]!.trim());
    if (inner !== undefined) return inner;
  }
  return firstBalancedValue(text);
}

function tryParse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** How many opening brackets in the prose are tried: enough for any sentence, bounded for a huge answer. */
const MAX_STARTS = 20;

/** The first {...} or [...] in the text that parses, found by matching brackets outside strings. */
function firstBalancedValue(text: string): unknown {
  let tried = 0;
  for (let start = 0; start < text.length && tried < MAX_STARTS; start++) {
    const open = text[start];
    if (open !== '{' && open !== '[') continue;
    tried++;
    const end = matchingBracket(text, start);
    if (end === -1) continue;
    const value = tryParse(text.slice(start, end + 1));
    if (value !== undefined && typeof value === 'object' && value !== null) return value;
  }
  return undefined;
}

function matchingBracket(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{') stack.push('}');
    else if (c === '[') stack.push(']');
    else if (c === '}' || c === ']') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}
