import { expect } from 'vitest';

/**
 * A public page's factual claim and what makes it true: the code that does it, or the test that
 * proves it. Operator commitments (a response time, how long system logs are kept) name the one
 * place that figure is written, `policy-figures.ts`, whose test pins it.
 */
export interface Claim {
  /** The words as the page prints them (whitespace folded). */
  text: string;
  /** Repository paths (files, or folders) of the code and tests behind the claim. */
  proof: string[];
}

// The repository's files as Vite sees them; nothing is imported until a loader is called, which
// this never does: only the names are read.
const REPO_FILES = Object.keys(
  import.meta.glob(['/server/**/*', '/client/**/*', '/common/**/*', '/e2e/**/*', '/docs/**/*']),
).map((path) => path.slice(1));

const exists = (path: string) => REPO_FILES.some((file) => file === path || file.startsWith(`${path}/`));
const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each claim is on the page and each file behind it exists, so a claim without proof fails here. */
export function expectClaims(page: HTMLElement, claims: readonly Claim[]): void {
  const text = folded(page.textContent ?? '');
  for (const claim of claims) {
    expect(text, `claim not on the page: ${claim.text}`).toContain(folded(claim.text));
    expect(claim.proof.length, `no proof for: ${claim.text}`).toBeGreaterThan(0);
    for (const path of claim.proof) expect(exists(path), `missing proof file ${path}`).toBe(true);
  }
}
