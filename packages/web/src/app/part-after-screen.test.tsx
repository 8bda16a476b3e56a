import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen as view } from '@testing-library/react';
import { renderScreen } from '../test/render-screen';
import { PART_NEAR_VIEW_PX, partAfterScreen } from './part-after-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

function Carried({ name }: { name: string }) {
  return <h2>Det bærer {name} på</h2>;
}

/** A part's module whose fetch fails `failures` times before it arrives. */
function flakyPart(failures: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw missing();
    return Carried;
  });
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Fejlsiden</p> : this.props.children;
  }
}

describe('a part of a screen fetched as its place nears the view', () => {
  it('shows a loader in its place, then the part with what it was given', async () => {
    const load = flakyPart(0);
    const Part = partAfterScreen(load);
    await renderScreen(<Part name="Ylva" />);
    expect(view.getByLabelText('Indlæser …')).toBeTruthy();
    expect(await view.findByRole('heading', { name: 'Det bærer Ylva på' })).toBeTruthy();

    // Shown again (another character's sheet): at once, without fetching it again.
    const again = await renderScreen(<Part name="Rolf" />);
    expect(again.getByRole('heading', { name: 'Det bærer Rolf på' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched only once its place nears the view', async () => {
    const watched: { element: Element; margin?: string; seen: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          private readonly seen: IntersectionObserverCallback,
          private readonly options?: IntersectionObserverInit,
        ) {}
        observe(element: Element) {
          watched.push({ element, margin: this.options?.rootMargin, seen: this.seen });
        }
        disconnect() {}
      },
    );
    const load = flakyPart(0);
    const Part = partAfterScreen(load);
    await renderScreen(<Part name="Ylva" />);
    expect(watched).toHaveLength(1);
    expect(watched[0]?.margin).toBe(`${PART_NEAR_VIEW_PX}px 0px`);
    expect(load).not.toHaveBeenCalled();

    // Scrolled near: fetched, and shown.
    const [{ element, seen }] = watched as [(typeof watched)[number]];
    act(() =>
      seen(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(await view.findByRole('heading', { name: 'Det bærer Ylva på' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so without signal and arrives by itself when signal returns', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const load = flakyPart(2);
    const Part = partAfterScreen(load);
    await renderScreen(<Part name="Ylva" />);
    expect(await view.findByText(/Denne del af siden er ikke hentet/)).toBeTruthy();

    // A flaky bar: the first 'online' finds no signal after all, and the note stays.
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await view.findByText(/Denne del af siden er ikke hentet/)).toBeTruthy();

    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await view.findByRole('heading', { name: 'Det bærer Ylva på' })).toBeTruthy();
    expect(view.queryByText(/Denne del af siden er ikke hentet/)).toBeNull();
  });

  it('is fetched again by its button', async () => {
    const Part = partAfterScreen(flakyPart(1));
    await renderScreen(<Part name="Ylva" />);
    fireEvent.click(await view.findByRole('button', { name: 'Prøv igen' }));
    expect(await view.findByRole('heading', { name: 'Det bærer Ylva på' })).toBeTruthy();
  });

  it('leaves any other failure to the screen’s error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = partAfterScreen<{ name: string }>(async () => {
      throw new SyntaxError('Unexpected token');
    });
    await renderScreen(
      <Boundary>
        <Part name="Ylva" />
      </Boundary>,
    );
    expect(await view.findByText('Fejlsiden')).toBeTruthy();
  });
});
