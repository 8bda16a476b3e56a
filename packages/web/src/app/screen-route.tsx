import { useEffect, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { loadMessages } from '../i18n/index';
import { ALL_MESSAGE_PARTS, type MessagePart } from '../i18n/part-names';
import { ScreenNotFetched } from './shell/screen-not-fetched';

type Prefetch = (params: Params, queryClient: QueryClient) => void;

interface ScreenRoute {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => Promise<null>;
}

/**
 * Each screen is its own chunk, loaded when its route is first visited, with the parts of
 * the messages it shows (all of them unless told which; app/screen-messages.ts). A screen whose
 * feature keeps its messages in a chunk of their own exports `messagesReady`, and the
 * route waits for it. A screen that can start its data before it renders exports
 * `prefetch`: the route's loader calls it without waiting for it, so the first requests
 * leave as soon as the code is there instead of once the frame and the screen have drawn.
 *
 * The router keeps what a route's `lazy` settled with for the rest of the page's life, a
 * failure too. A screen whose code cannot be fetched (no signal, and not yet in the
 * worker's cache) therefore settles with a stand-in that says so and fetches the screen
 * when signal returns, instead of an error that would stay until the page is reloaded.
 */
export const screen = <T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T,
  messages: readonly MessagePart[] = ALL_MESSAGE_PARTS,
) => ({
  lazy: async (): Promise<ScreenRoute> => {
    const fetchScreen = () => screenRoute(load, name, messages);
    try {
      return await fetchScreen();
    } catch (error) {
      if (!isMissingCode(error)) throw error;
      return { Component: screenWhenFetched(fetchScreen) };
    }
  },
});

async function screenRoute<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T,
  messages: readonly MessagePart[],
): Promise<ScreenRoute> {
  const [module] = await Promise.all([load(), loadMessages(messages)]);
  if (module.messagesReady instanceof Promise) await module.messagesReady;
  const prefetch = module.prefetch as Prefetch | undefined;
  return {
    Component: module[name] as ComponentType,
    ...(typeof prefetch === 'function' && {
      loader: async ({ params }: LoaderFunctionArgs) => {
        prefetch(params, (await import('./query-client')).queryClient);
        return null;
      },
    }),
  };
}

/**
 * A failed fetch of a module is a TypeError in every browser; without signal any failure
 * to load is taken as one, since the screen could not have been fetched either way.
 */
export function isMissingCode(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
}

/**
 * The route's component for a screen whose code did not arrive: the stand-in until a
 * later fetch succeeds, the screen itself from then on (also on later visits).
 */
export function screenWhenFetched(fetchScreen: () => Promise<ScreenRoute>): ComponentType {
  let fetched: ComponentType | undefined;
  let fetching: Promise<void> | undefined;
  const fetchOnce = () =>
    (fetching ??= fetchScreen().then(
      (route) => {
        fetched = route.Component;
      },
      (error: unknown) => {
        fetching = undefined;
        throw error;
      },
    ));

  return function ScreenWhenFetched() {
    const [Screen, setScreen] = useState(() => fetched);
    const [trying, setTrying] = useState(false);

    const retry = async () => {
      setTrying(true);
      try {
        await fetchOnce();
        setScreen(() => fetched);
      } catch {
        // Still no code: the stand-in stays and the next 'online' tries again.
      } finally {
        setTrying(false);
      }
    };

    useEffect(() => {
      if (Screen) return;
      const onOnline = () => void retry();
      window.addEventListener('online', onOnline);
      return () => window.removeEventListener('online', onOnline);
    });

    if (Screen) return <Screen />;
    return <ScreenNotFetched trying={trying} onRetry={() => void retry()} />;
  };
}
