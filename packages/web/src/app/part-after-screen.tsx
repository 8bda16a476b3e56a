import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { LuRefreshCw, LuWifiOff } from 'react-icons/lu';
import { useTranslation } from '../i18n/use-translation';
import { fetchOnce } from '../lib/fetch-once';
import { isMissingCode } from './screen-route';

type Fetching = 'loading' | 'missing' | 'trying';

/**
 * How near the view (in px above or below it) the part's place must come before its code
 * is fetched: a thumb's scroll, so a member scrolling down finds it there or arriving, while
 * a sheet a screen and a half long (six professions on a phone) still loads without it. A
 * phone that has opened the app before has the code in its worker's cache already.
 */
export const PART_NEAR_VIEW_PX = 200;

/**
 * Calls `near` once the element comes within PART_NEAR_VIEW_PX of the view; at once where
 * the browser cannot tell (no IntersectionObserver). Returns the disconnect.
 */
function whenNearView(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: `${PART_NEAR_VIEW_PX}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A part of a screen below its first view (what a character carries, under the sheet)
 * whose code is fetched once its place comes near the view, so the screen's first paint,
 * and a phone's first load of the screen, do not wait for code it does not show (a part
 * in view at once is fetched at once). Where the code cannot be fetched (no signal, and
 * not yet in the worker's cache) the part says so in its place and arrives when signal
 * returns; any other failure is the screen's error, as if the part were built in.
 */
export function partAfterScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const code = fetchOnce(load);

  return function PartAfterScreen(props: P) {
    const [Part, setPart] = useState(() => code.fetched());
    const [state, setState] = useState<Fetching>('loading');
    const [failure, setFailure] = useState<unknown>(null);
    const [near, setNear] = useState(() => code.fetched() !== undefined);
    const place = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (near || !place.current) return undefined;
      return whenNearView(place.current, () => setNear(true));
    }, [near]);

    useEffect(() => {
      if (Part || !near) return;
      let live = true;
      const attempt = (next: Fetching) => {
        setState(next);
        code.fetch().then(
          (part) => live && setPart(() => part),
          (error: unknown) => {
            if (!live) return;
            if (isMissingCode(error)) setState('missing');
            else setFailure(error ?? new Error('The part could not be loaded'));
          },
        );
      };
      attempt('loading');
      const onOnline = () => attempt('trying');
      window.addEventListener('online', onOnline);
      return () => {
        live = false;
        window.removeEventListener('online', onOnline);
      };
      // One attempt when the part first nears the view; later ones come from 'online' or
      // the button.
    }, [Part, near]);

    if (failure) throw failure;
    if (Part) return <Part {...props} />;
    // Out of sight and not asked for yet: nothing is loading, so nothing says so.
    if (!near) return <div ref={place} style={{ minHeight: 1 }} />;
    return (
      <PartNotFetched
        state={state}
        onRetry={() => {
          setState('trying');
          code.fetch().then(
            (part) => setPart(() => part),
            () => setState('missing'),
          );
        }}
      />
    );
  };
}

/** In the part's place while its code is on its way, or when it cannot come without signal. */
function PartNotFetched({ state, onRetry }: { state: Fetching; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state === 'loading') {
    return (
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Loader size="sm" aria-label={t('app.loading')} />
      </Paper>
    );
  }
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" bg="var(--club-parchment-light)">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text c="parchment.8" fz={24} lh={1} aria-hidden>
          <LuWifiOff />
        </Text>
        <Text role="status" style={{ flex: 1 }}>
          {t('app.partNotFetched')}
        </Text>
        <Button
          variant="outline"
          size="xs"
          leftSection={<LuRefreshCw aria-hidden />}
          loading={state === 'trying'}
          onClick={onRetry}
        >
          {t('common.retry')}
        </Button>
      </Group>
    </Paper>
  );
}
