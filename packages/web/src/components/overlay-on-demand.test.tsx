import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../test/render-screen';
import { ConfirmDialog } from './confirm-dialog';
import { overlayOnDemand } from './overlay-on-demand';

/** An overlay that writes down every `opened` it is drawn with. */
function recordingOverlay() {
  const drawn: boolean[] = [];
  let loads = 0;
  let fail = false;
  const Overlay = overlayOnDemand<{ opened: boolean }>(async () => {
    loads += 1;
    if (fail) throw new Error('no signal');
    return function Recorded({ opened }: { opened: boolean }) {
      drawn.push(opened);
      return opened ? <div role="dialog">open</div> : null;
    };
  });
  return {
    Overlay,
    drawn,
    loads: () => loads,
    failNext: (value: boolean) => {
      fail = value;
    },
  };
}

describe('an overlay fetched on demand', () => {
  it('fetches nothing while it stays closed', async () => {
    const { Overlay, loads } = recordingOverlay();
    await renderScreen(<Overlay opened={false} />);
    expect(loads()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is drawn closed once, then open, the first time it opens', async () => {
    const { Overlay, drawn } = recordingOverlay();
    const { rerender } = await renderScreen(<Overlay opened={false} />);
    rerender(<Overlay opened />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(drawn[0]).toBe(false);
    expect(drawn.at(-1)).toBe(true);
  });

  it('stays closed when its code cannot be fetched, and tries again when opened again', async () => {
    const { Overlay, loads, failNext } = recordingOverlay();
    failNext(true);
    const { rerender } = await renderScreen(<Overlay opened />);
    await waitFor(() => expect(loads()).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    failNext(false);
    rerender(<Overlay opened={false} />);
    rerender(<Overlay opened />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(loads()).toBe(2);
  });

  it('can be fetched before it opens, and then opens with what it fetched', async () => {
    const { Overlay, loads } = recordingOverlay();
    await act(async () => Overlay.preload());
    expect(loads()).toBe(1);
    const { rerender } = await renderScreen(<Overlay opened={false} />);
    rerender(<Overlay opened />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(loads()).toBe(1);
  });
});

function AskingButton() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Slet
      </button>
      <ConfirmDialog
        opened={asking}
        title="Slet figuren?"
        message="Det kan ikke fortrydes."
        confirmLabel="Slet"
        cancelLabel="Annuller"
        onConfirm={() => setAsking(false)}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

describe('a confirm dialog', () => {
  it('opens at the first press and gives the focus back to the button when it closes', async () => {
    await renderScreen(<AskingButton />);
    const button = screen.getByRole('button', { name: 'Slet' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Slet figuren?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
