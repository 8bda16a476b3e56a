import { useRef, useState } from 'react';

export interface ActionCallbacks<TResult> {
  onSuccess?: (result: TResult) => void;
  onError?: (error: unknown) => void;
}

export interface Action<TVariables, TResult> {
  mutate: (variables: TVariables, callbacks?: ActionCallbacks<TResult>) => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  data: TResult | undefined;
}

type ActionState<TResult> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: TResult; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * A one-shot server call with pending, success and error state, shaped like TanStack's
 * useMutation for the few forms that need nothing else. The login and password screens
 * use it, so the first screen a visitor opens carries no query cache.
 */
export function useAction<TVariables, TResult>(
  run: (variables: TVariables) => Promise<TResult>,
  defaults: ActionCallbacks<TResult> = {},
): Action<TVariables, TResult> {
  const [state, setState] = useState<ActionState<TResult>>({ status: 'idle' });
  const latest = useRef(0);

  const mutate = (variables: TVariables, callbacks: ActionCallbacks<TResult> = {}) => {
    const call = ++latest.current;
    setState({ status: 'pending' });
    run(variables).then(
      (result) => {
        defaults.onSuccess?.(result);
        if (call !== latest.current) return;
        setState({ status: 'success', data: result });
        callbacks.onSuccess?.(result);
      },
      (error: unknown) => {
        defaults.onError?.(error);
        if (call !== latest.current) return;
        setState({ status: 'error', error });
        callbacks.onError?.(error);
      },
    );
  };

  return {
    mutate,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error ?? null,
    data: state.data,
  };
}
