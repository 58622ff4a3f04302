import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

function Labelled({ onChange = () => {} }: { onChange?: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <Switch
        id="s"
        checked={on}
        onCheckedChange={(next) => {
          setOn(next);
          onChange(next);
        }}
      />
      <label htmlFor="s">Sound</label>
    </>
  );
}

const thumbState = (button: HTMLElement) => button.querySelector('span')!.getAttribute('data-state');

describe('Switch', () => {
  it('is a switch named by its label, turned on and off by a click, Space and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Labelled onChange={onChange} />);
    const sound = screen.getByRole('switch', { name: 'Sound' });
    expect(sound.getAttribute('type')).toBe('button');
    expect(sound.getAttribute('aria-checked')).toBe('false');
    expect(sound.getAttribute('data-state')).toBe('unchecked');
    expect(thumbState(sound)).toBe('unchecked');

    await user.click(sound);
    expect(sound.getAttribute('aria-checked')).toBe('true');
    expect(sound.getAttribute('data-state')).toBe('checked');
    expect(thumbState(sound)).toBe('checked');
    await user.keyboard(' ');
    expect(sound.getAttribute('aria-checked')).toBe('false');
    await user.keyboard('{Enter}');
    expect(sound.getAttribute('aria-checked')).toBe('true');
    // Clicking the label toggles it too.
    await user.click(screen.getByText('Sound'));
    expect(sound.getAttribute('aria-checked')).toBe('false');
    expect(onChange.mock.calls.map(([on]) => on)).toEqual([true, false, true, false]);
  });

  it('holds its own state from defaultChecked, and a disabled switch does not move', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Switch aria-label="Own" defaultChecked />
        <Switch aria-label="Off limits" disabled onCheckedChange={onChange} />
      </>,
    );
    const own = screen.getByRole('switch', { name: 'Own' });
    expect(own.getAttribute('aria-checked')).toBe('true');
    await user.click(own);
    expect(own.getAttribute('aria-checked')).toBe('false');
    const disabled = screen.getByRole('switch', { name: 'Off limits' });
    expect(disabled.hasAttribute('data-disabled')).toBe(true);
    await user.click(disabled);
    expect(disabled.getAttribute('aria-checked')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });
});
