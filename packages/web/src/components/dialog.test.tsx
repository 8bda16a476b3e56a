import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Page({ onClose, closeLabel }: { onClose?: () => void; closeLabel?: string }) {
  const [opened, setOpened] = useState(false);
  const close = () => {
    onClose?.();
    setOpened(false);
  };
  return (
    <MantineProvider>
      <button type="button" onClick={() => setOpened(true)}>
        Åbn
      </button>
      <Dialog opened={opened} onClose={close} title="Lås arket?" closeLabel={closeLabel}>
        <p>Evnerne ligger fast.</p>
        <button type="button">Ja</button>
      </Dialog>
    </MantineProvider>
  );
}

describe('Dialog', () => {
  it('is in the page only while open, as a modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Åbn' }));
    const dialog = screen.getByRole('dialog', { name: 'Lås arket?' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.textContent).toContain('Evnerne ligger fast.');
  });

  it('asks to close on Escape, and gives focus back to what opened it', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Åbn' });
    await user.click(opener);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    // The browser's own closing is held back: the app closes it.
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a tap on the backdrop, not on one inside it', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Åbn' }));
    await user.click(screen.getByText('Evnerne ligger fast.'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has a named close button only when given a name for it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Åbn' }));
    expect(screen.getAllByRole('button', { hidden: false }).map((b) => b.textContent)).toEqual([
      'Åbn',
      'Ja',
    ]);
    unmount();
    render(<Page closeLabel="Luk menuen" />);
    await user.click(screen.getByRole('button', { name: 'Åbn' }));
    await user.click(screen.getByRole('button', { name: 'Luk menuen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
