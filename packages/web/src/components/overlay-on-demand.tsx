import { useEffect, useState, type ComponentType } from 'react';

/** An overlay's props: what every one of them has, whether it shows. */
interface OverlayProps {
  opened: boolean;
}

/** A component whose code comes when first needed, and that can be asked for earlier. */
export type OnDemand<P> = ComponentType<P> & {
  /** Starts fetching the code (a pointer over the button that opens it, say). */
  preload: () => void;
};

/**
 * An overlay (a dialog, the phone's menu) whose code is fetched the first time it opens
 * rather than with the screen: a screen that draws one closed draws nothing of it, and the
 * dialog library, its focus trap, scroll lock and transitions are a good share of what a
 * phone would otherwise download before the first paint. The service worker keeps the
 * code once the app has been opened, so an overlay opens without signal too.
 *
 * Once the code is there the overlay is drawn closed first and opened on the next render,
 * as if it had been there all along: it plays its opening, traps the focus and gives it
 * back to what had it when it closes. A fetch that fails (no signal, not yet cached)
 * leaves it closed; the next time it is opened it tries again.
 */
export function overlayOnDemand<P extends OverlayProps>(
  load: () => Promise<ComponentType<P>>,
): OnDemand<P> {
  let fetched: ComponentType<P> | undefined;
  let fetching: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (fetching ??= load().then(
      (overlay) => (fetched = overlay),
      (error: unknown) => {
        fetching = undefined;
        throw error;
      },
    ));

  function OverlayOnDemand(props: P) {
    const [Overlay, setOverlay] = useState(() => fetched);
    // Drawn once closed before it may open; at once when the code was there from the start.
    const [armed, setArmed] = useState(() => fetched !== undefined);

    useEffect(() => {
      if (Overlay || !props.opened) return undefined;
      let live = true;
      fetchOnce().then(
        (loaded) => live && setOverlay(() => loaded),
        () => {},
      );
      return () => {
        live = false;
      };
    }, [Overlay, props.opened]);

    useEffect(() => {
      if (Overlay && !armed) setArmed(true);
    }, [Overlay, armed]);

    if (!Overlay) return null;
    return <Overlay {...props} opened={armed && props.opened} />;
  }

  return Object.assign(OverlayOnDemand, {
    preload: () => {
      fetchOnce().catch(() => {});
    },
  });
}
