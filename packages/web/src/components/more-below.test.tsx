import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderScreen } from '../test/render-screen';
import { EntryPicker } from './entry-picker';

afterEach(() => {
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the list's sizes are given as a browser would measure them. */
function sized(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

const entries = ['Kriger', 'Skovløber', 'Snigmorder'].map((name, i) => ({ id: i + 1, name }));

describe('a picker column', () => {
  it('says there is more below while it holds more than shows, and not once scrolled down', async () => {
    sized(900, 480);
    await renderScreen(
      <EntryPicker
        label="Klasser"
        entries={entries}
        selectedId={null}
        onSelect={() => {}}
        emptyText=""
      />,
    );
    expect(screen.getByText('Flere nedenfor')).toBeTruthy();

    const list = screen.getByRole('list', { name: 'Klasser' });
    list.scrollTop = 420;
    act(() => {
      list.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByText('Flere nedenfor')).toBeNull();
  });

  it('shows no cue when everything fits', async () => {
    sized(300, 480);
    await renderScreen(
      <EntryPicker
        label="Klasser"
        entries={entries}
        selectedId={null}
        onSelect={() => {}}
        emptyText=""
      />,
    );
    expect(screen.queryByText('Flere nedenfor')).toBeNull();
  });
});
