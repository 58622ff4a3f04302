import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogTrigger } from './dialog';
import { DialogTriggerStandIn } from './dialog-trigger-stand-in';

const attributes = (el: Element) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));

describe('DialogTriggerStandIn', () => {
  it("carries what Radix's trigger of a closed dialog carries, and opens on press", async () => {
    const onOpen = vi.fn();
    render(
      <>
        <Dialog open={false}>
          <DialogTrigger asChild>
            <button className="b">Radix</button>
          </DialogTrigger>
        </Dialog>
        <DialogTriggerStandIn onOpen={onOpen}>
          <button className="b">Stand-in</button>
        </DialogTriggerStandIn>
      </>,
    );
    const radix = screen.getByRole('button', { name: 'Radix' });
    const standIn = screen.getByRole('button', { name: 'Stand-in' });
    expect(attributes(standIn)).toEqual(attributes(radix));
    await userEvent.setup().click(standIn);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
