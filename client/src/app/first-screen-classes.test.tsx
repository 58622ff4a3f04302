import { render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { Tabs } from '@/components/ui/tabs-base';

/**
 * The dashboard's first screen and the pricing page join classes without the class merger (lib/join-classes.ts) and
 * uses the shared components' unmerged twins (components/ui/unmerged). Both give what `cn` gives
 * only where no two classes conflict. The component tests check every string joined while they
 * run (client/test/setup.ts); this reads the source, so that a state no test reaches is held too:
 *   - every `joinClasses(...)` call, with each value a condition can give;
 *   - every element of an unmerged component, rendered beside the shared component with the same
 *     variant, size and className: the classes of each must be the same.
 */

// The tests run from the repository's root (vitest.config.ts).
const src = join(process.cwd(), 'client/src');
const UNMERGED = '@/components/ui/unmerged/';

/** Component props whose values come from the callers; each lists what its callers pass. */
const PASSED_CLASSES: Record<string, string[]> = {
  // ChatComposer: the email assistant passes none, the agent chat and the library demo their padding.
  'components/chat/chat-composer.tsx': ['', 'bg-card sm:p-4', 'sm:p-4'],
  // DashboardMenu: the side menu and the phone layout (dashboard-shell.tsx).
  'features/dashboard/components/dashboard-menu.tsx': [
    '',
    'sticky top-20 col-start-1 row-span-2 row-start-1 max-h-[calc(100dvh-6rem)] overflow-y-auto',
    'mt-4',
  ],
  // PastDueBanner: the wide and the narrow layout (dashboard-shell.tsx).
  'features/dashboard/components/past-due-banner.tsx': ['', 'mt-6', 'mt-4'],
  // PlanAction: the closing call to action passes none, the plan cards and "why Pro" their widths.
  'features/pricing/components/plan-action.tsx': ['', 'w-full', 'w-full sm:w-auto'],
};

/** Every value a prop left as an expression could take. */
const ALL_VALUES: Record<string, Record<string, (string | undefined)[]>> = {
  Button: {
    variant: [undefined, 'default', 'destructive', 'outline', 'secondary', 'ghost', 'link'],
    size: [undefined, 'default', 'sm', 'lg', 'icon'],
  },
  Badge: { variant: [undefined, 'default', 'success', 'destructive', 'outline'] },
};

/** What each component needs to render all it has (the tabs' parts sit in tabs whose value is 'x'). */
const FILLER: Record<string, Record<string, string>> = {
  Input: {},
  Textarea: {},
  FormField: { id: 'x', label: 'x', children: 'x' },
  TabsTrigger: { value: 'x', children: 'x' },
  TabsContent: { value: 'x', children: 'x' },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.includes('components/ui') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

const parse = (path: string) =>
  ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The string a module-level `const name = '…'` holds, in this file or the one it is imported from. */
function constantString(file: ts.SourceFile, name: string): string | undefined {
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && init && ts.isStringLiteralLike(init))
          return init.text;
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const named = statement.importClause?.namedBindings;
      const imported = named && ts.isNamedImports(named) && named.elements.some((e) => e.name.text === name);
      const from = statement.moduleSpecifier.text;
      if (!imported) continue;
      const base = from.startsWith('@/') ? join(src, from.slice(2)) : join(dirname(file.fileName), from);
      for (const ext of ['.ts', '.tsx']) {
        try {
          return constantString(parse(base + ext), name);
        } catch {
          // not this extension
        }
      }
    }
  }
  return undefined;
}

/** Each value the expression can give as a class string ('' for none). */
function classValues(file: ts.SourceFile, expression: ts.Expression, where: string): string[] {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression)) return classValues(file, expression.expression, where);
  if (ts.isConditionalExpression(expression))
    return [...classValues(file, expression.whenTrue, where), ...classValues(file, expression.whenFalse, where)];
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    return ['', ...classValues(file, expression.right, where)];
  if (ts.isIdentifier(expression) && expression.text === 'className') {
    const passed = PASSED_CLASSES[relative(src, file.fileName)];
    if (passed) return passed;
  }
  if (ts.isIdentifier(expression)) {
    const value = constantString(file, expression.text);
    if (value !== undefined) return [value];
  }
  if (ts.isCallExpression(expression) && expression.expression.getText() === 'joinClasses')
    return joinedValues(file, expression, where);
  throw new Error(`${where}: cannot tell the classes of \`${expression.getText()}\`; list them in this test`);
}

function joinedValues(file: ts.SourceFile, call: ts.CallExpression, where: string): string[] {
  return call.arguments.reduce<string[]>(
    (joined, argument) =>
      joined.flatMap((before) =>
        classValues(file, argument, where).map((value) => [before, value].filter(Boolean).join(' ')),
      ),
    [''],
  );
}

interface Use {
  where: string;
  component: string;
  module: string;
  props: Record<string, string | undefined>;
}

function scan() {
  const joins: { where: string; classes: string }[] = [];
  const uses: Use[] = [];
  for (const path of sourceFiles(src)) {
    const text = readFileSync(path, 'utf8');
    if (!text.includes('@/lib/join-classes') && !text.includes(UNMERGED)) continue;
    const file = parse(path);
    const unmerged = new Map<string, string>();
    for (const statement of file.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const from = statement.moduleSpecifier.text;
      const named = statement.importClause?.namedBindings;
      if (from.startsWith(UNMERGED) && named && ts.isNamedImports(named))
        for (const element of named.elements) unmerged.set(element.name.text, from.slice(UNMERGED.length));
    }
    const visit = (node: ts.Node) => {
      const where = `${relative(src, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (ts.isCallExpression(node) && node.expression.getText() === 'joinClasses')
        for (const classes of joinedValues(file, node, where)) joins.push({ where, classes });
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && unmerged.has(node.tagName.getText())) {
        const component = node.tagName.getText();
        let combos: Record<string, string | undefined>[] = [{}];
        for (const prop of ['variant', 'size', 'className']) {
          const attribute = node.attributes.properties.find(
            (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === prop,
          );
          if (!attribute?.initializer) continue;
          const init = attribute.initializer;
          const expression = ts.isJsxExpression(init) ? init.expression! : init;
          let values: (string | undefined)[];
          try {
            values = classValues(file, expression, where);
          } catch (error) {
            values = ALL_VALUES[component]?.[prop] ?? [];
            if (values.length === 0) throw error;
          }
          combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [prop]: value || undefined })));
        }
        for (const props of combos) uses.push({ where, component, module: unmerged.get(component)!, props });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { joins, uses };
}

/** The class attribute of every element `ui` renders, in document order. */
function classesOf(ui: ReactElement): (string | null)[] {
  const { container, unmount } = render(<Tabs value="x">{ui}</Tabs>);
  const classes = [...container.querySelectorAll('*')].map((element) => element.getAttribute('class'));
  unmount();
  return classes;
}

describe("the dashboard's first screen without the class merger", () => {
  const { joins, uses } = scan();

  it('finds the joins and the unmerged components it holds', () => {
    expect(joins.length).toBeGreaterThan(10);
    expect(new Set(uses.map((use) => use.component))).toEqual(
      new Set([
        'Button',
        'Badge',
        'Input',
        'Textarea',
        'Label',
        'NativeSelect',
        'Switch',
        'FormField',
        'ErrorBox',
        'Tabs',
        'TabsTrigger',
        'TabsContent',
      ]),
    );
  });

  it('joins only classes the merger would leave as they are', () => {
    const changed = joins.filter(({ classes }) => twMerge(classes) !== classes);
    expect(changed).toEqual([]);
  });

  it("renders each unmerged component with exactly the shared component's classes", async () => {
    const mismatches: string[] = [];
    for (const use of uses) {
      const unmerged = (await import(`../components/ui/unmerged/${use.module}.tsx`)) as Record<string, ComponentType>;
      const shared = (await import(`../components/ui/${use.module}.tsx`)) as Record<string, ComponentType>;
      const props = { ...(FILLER[use.component] ?? { children: 'x' }), ...use.props };
      const [mine, theirs] = [unmerged, shared].map((module) => {
        try {
          return classesOf(createElement(module[use.component]!, props));
        } catch (error) {
          return [String(error)];
        }
      });
      if (JSON.stringify(mine) !== JSON.stringify(theirs))
        mismatches.push(`${use.where} <${use.component} ${JSON.stringify(use.props)}>: ${mine} != ${theirs}`);
    }
    expect(mismatches).toEqual([]);
  });
});
