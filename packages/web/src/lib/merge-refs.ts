import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

type Cleanup = () => void;

/**
 * One ref that hands the element to each of `refs`: a callback ref is called (and its
 * cleanup kept, as React 19 allows), an object ref has its `current` set, and both are
 * undone when the element goes. Mantine's scroll area merges its viewport's refs with
 * this (plugins/scroll-area-refs.ts), the one thing it takes from a positioning library
 * of 13 KB that the frame's menu and dialogs otherwise never use.
 */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]): RefCallback<T> | null {
  const cleanup = useRef<Cleanup | undefined>(undefined);
  const attach = useCallback(
    (instance: T): Cleanup => {
      const undo = refs.map((ref): Cleanup | undefined => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const returned = ref(instance);
          return typeof returned === 'function' ? returned : () => ref(null);
        }
        ref.current = instance;
        return () => {
          ref.current = null;
        };
      });
      return () => undo.forEach((step) => step?.());
    },
    // The refs themselves are what the merged ref depends on, as in the original.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: T | null) => {
      cleanup.current?.();
      cleanup.current = undefined;
      if (value != null) cleanup.current = attach(value);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, refs);
}
