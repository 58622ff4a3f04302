/**
 * Stripe's request bodies are form-encoded with brackets for nesting, as its SDK writes them:
 * `items[0][price]=price_1&metadata[userId]=u1&cancel_at_period_end=true`. This turns such a body
 * into the object it stands for (numeric keys make arrays); values stay strings, as on the wire.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function decodeStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const index = segment === '' && Array.isArray(node) ? node.length : segment;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[index] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(path[i + 1]!);
      container[index] ??= nextIsIndex ? [] : {};
      node = container[index] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

export const formString = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
export const formObject = (v: FormValue | undefined): Record<string, FormValue> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
export const formList = (v: FormValue | undefined): FormValue[] =>
  Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : [];
/** Metadata as Stripe keeps it: string values only. */
export const formMetadata = (v: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(formObject(v) ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
