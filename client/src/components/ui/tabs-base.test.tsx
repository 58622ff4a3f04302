import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs-base';

function Controlled({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('b');
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    >
      <TabsList aria-label="Letters">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
        <TabsTrigger value="c" disabled>
          C
        </TabsTrigger>
        <TabsTrigger value="d">D</TabsTrigger>
      </TabsList>
      {['a', 'b', 'c', 'd'].map((v) => (
        <TabsContent key={v} value={v}>
          Panel {v}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');

describe('tabs', () => {
  it('marks up a tablist of tabs and the selected panel labelled by its tab', () => {
    render(<Controlled />);
    const list = screen.getByRole('tablist', { name: 'Letters' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(tab('B').getAttribute('data-state')).toBe('active');
    expect(tab('A').getAttribute('data-state')).toBe('inactive');
    expect(tab('C').hasAttribute('data-disabled')).toBe(true);
    expect(tab('B').getAttribute('type')).toBe('button');

    // Only the selected panel is shown, labelled by its tab and named by its aria-controls.
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Panel b');
    expect(panel.getAttribute('data-state')).toBe('active');
    expect(panel.getAttribute('tabindex')).toBe('0');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('B').id);
    expect(tab('B').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('tabpanel', { name: 'B' })).toBe(panel);
    // Every tab names its own panel, there in the page; the others are hidden and empty.
    for (const other of ['A', 'C', 'D']) {
      const hidden = document.getElementById(tab(other).getAttribute('aria-controls')!)!;
      expect(hidden.getAttribute('role')).toBe('tabpanel');
      expect(hidden.hidden).toBe(true);
      expect(hidden.textContent).toBe('');
      expect(hidden.getAttribute('aria-labelledby')).toBe(tab(other).id);
    }
  });

  it('is one tab stop, the selected tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button>before</button>
        <Controlled />
      </>,
    );
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(tab('B'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'before' }));
  });

  it('moves focus and selection with the arrow keys (looping, skipping a disabled tab), Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    tab('B').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('D'));
    expect(selectedTab()).toBe(tab('D'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel d');
    expect(tab('D').tabIndex).toBe(0);
    expect(tab('B').tabIndex).toBe(-1);
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe(tab('A'));
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe(tab('D'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('A'));
    expect(selectedTab()).toBe(tab('A'));
    await user.keyboard('{End}');
    expect(selectedTab()).toBe(tab('D'));
    // Up and down do nothing in a horizontal list.
    await user.keyboard('{ArrowUp}{ArrowDown}');
    expect(selectedTab()).toBe(tab('D'));
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['d', 'a', 'd', 'a', 'd']);
  });

  it('selects a tab pressed with the mouse, and never a disabled one', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(tab('A'));
    expect(selectedTab()).toBe(tab('A'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel a');
    await user.click(tab('C'));
    expect(selectedTab()).toBe(tab('A'));
  });

  it('holds its own state from defaultValue, and keeps a forceMount panel in the page, marked inactive', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="one">
        <TabsList>
          <TabsTrigger value="one">One</TabsTrigger>
          <TabsTrigger value="two">Two</TabsTrigger>
        </TabsList>
        <TabsContent value="one" forceMount>
          <input aria-label="Kept" />
        </TabsContent>
        <TabsContent value="two">Second</TabsContent>
      </Tabs>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Kept' }), 'typed');
    await user.click(tab('Two'));
    expect(selectedTab()).toBe(tab('Two'));
    const kept = screen.getByRole('textbox', { name: 'Kept', hidden: true }) as HTMLInputElement;
    expect(kept.value).toBe('typed');
    expect(kept.closest('[role="tabpanel"]')!.getAttribute('data-state')).toBe('inactive');
    expect(screen.getByText('Second').getAttribute('data-state')).toBe('active');
  });
});
