import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { Impact } from '@club/shared/contract/review';
import { ImpactDialog } from './impact-dialog';

export interface RulesWriteGuard<V> {
  /**
   * Asks the server what the write would do (a dry run). When it puts no character under
   * review the write goes ahead; otherwise the dialog shows who and why, and the write
   * waits for the editor to confirm. Resolves true once written, false when cancelled.
   */
  run: (variables: V) => Promise<boolean>;
  /** Render this once in the editor. */
  dialog: ReactNode;
  /** The dry run is under way. */
  checking: boolean;
}

/**
 * Every board editor saves rules through this (ability editor, descriptions, the class
 * and profession boards, special-ability links, race classes): the same question before
 * any rules change that would put saved characters under review.
 *
 * `preview` is the write's API call with `?dry_run=true`; `write` is the real one (a
 * mutation's mutate or mutateAsync, with the editor's own callbacks).
 */
export function useRulesWriteWithImpact<V>(
  preview: (variables: V) => Promise<{ impact: Impact }>,
  write: (variables: V) => unknown,
): RulesWriteGuard<V> {
  const [impact, setImpact] = useState<Impact | null>(null);
  const [checking, setChecking] = useState(false);
  const [writing, setWriting] = useState(false);
  const pending = useRef<{ variables: V; resolve: (written: boolean) => void } | null>(null);

  const run = useCallback(
    async (variables: V): Promise<boolean> => {
      setChecking(true);
      let answer: Impact;
      try {
        answer = (await preview(variables)).impact;
      } catch {
        // The real write meets the same refusal and reports it the editor's own way.
        setChecking(false);
        await write(variables);
        return true;
      }
      setChecking(false);
      if (answer.characters.length === 0) {
        await write(variables);
        return true;
      }
      return new Promise<boolean>((resolve) => {
        pending.current = { variables, resolve };
        setImpact(answer);
      });
    },
    [preview, write],
  );

  const confirm = async () => {
    const current = pending.current;
    if (!current) return;
    setWriting(true);
    try {
      await write(current.variables);
    } finally {
      setWriting(false);
      pending.current = null;
      setImpact(null);
      current.resolve(true);
    }
  };

  const cancel = () => {
    pending.current?.resolve(false);
    pending.current = null;
    setImpact(null);
  };

  return {
    run,
    checking,
    dialog: <ImpactDialog impact={impact} busy={writing} onConfirm={confirm} onCancel={cancel} />,
  };
}
