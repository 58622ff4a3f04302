import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** The class attribute of the first element `ui` renders that matches `selector`. */
export function renderedClasses(ui: ReactElement, selector = '*'): string {
  const { container, unmount } = render(ui);
  const classes = container.querySelector(selector)!.getAttribute('class')!;
  unmount();
  return classes;
}
