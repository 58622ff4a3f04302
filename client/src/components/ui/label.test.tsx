import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Label } from './label';

describe('Label', () => {
  it("keeps a double click on its text from selecting it, as Radix's label did, but not in a control", () => {
    render(
      <Label htmlFor="x">
        Name <input aria-label="inner" />
      </Label>,
    );
    const label = screen.getByText('Name');
    expect(label.tagName).toBe('LABEL');
    expect(label.getAttribute('for')).toBe('x');
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('textbox', { name: 'inner' }), { detail: 2 })).toBe(true);
  });
});
