import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the frame that no page needs before it is used (the phone's menu): its code
 * is fetched the first time the part is `wanted`, so a visit's first load carries none of
 * it, and the part shows from then on. Until its code has arrived it shows nothing; a
 * fetch that fails (no signal, and not yet in the worker's cache) is tried again the next
 * time the part is wanted.
 */
export function partOnFirstUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { wanted: boolean }> {
  let fetched: ComponentType<P> | undefined;
  let fetching: Promise<ComponentType<P>> | undefined;

  return function PartOnFirstUse({ wanted, ...props }: P & { wanted: boolean }) {
    const [Part, setPart] = useState(() => fetched);
    useEffect(() => {
      if (!wanted || Part) return undefined;
      let live = true;
      fetching ??= load().then(
        (loaded) => (fetched = loaded),
        (error: unknown) => {
          fetching = undefined;
          throw error;
        },
      );
      fetching.then(
        (loaded) => live && setPart(() => loaded),
        () => {
          // Left for the next time it is wanted: a tap then tries again.
        },
      );
      return () => {
        live = false;
      };
    }, [wanted, Part]);
    return Part ? <Part {...(props as P)} /> : null;
  };
}
