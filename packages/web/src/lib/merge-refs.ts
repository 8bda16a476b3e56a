import { useState, type Ref, type RefCallback } from 'react';

type Cleanup = () => void;

/** A callback ref handing the element to each of `refs`; its returned cleanup undoes that. */
function mergeRefs<T>(refs: readonly (Ref<T> | undefined)[]): RefCallback<T> | null {
  if (refs.every((ref) => ref == null)) return null;
  return (instance: T) => {
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
  };
}

const sameRefs = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((ref, index) => ref === b[index]);

/**
 * One ref that hands the element to each of `refs`: a callback ref is called (and its
 * cleanup kept, as React 19 allows), an object ref has its `current` set, and both are
 * undone when the element goes or the refs change. Mantine's scroll area merges its
 * viewport's refs with this (plugins/scroll-area-refs.ts), the one thing it takes from a
 * positioning library of 13 KB that the frame's menu and dialogs otherwise never use.
 */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]): RefCallback<T> | null {
  const [kept, setKept] = useState(() => ({ refs, merged: mergeRefs(refs) }));
  if (sameRefs(kept.refs, refs)) return kept.merged;
  // The same refs in a new array (every render) keep the same merged ref; new ones
  // give a new ref, which React detaches from the old and attaches to the new.
  const next = { refs, merged: mergeRefs(refs) };
  setKept(next);
  return next.merged;
}
