import { useEffect, useState, type ComponentType } from 'react';
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { LuRefreshCw, LuWifiOff } from 'react-icons/lu';
import { useTranslation } from '../i18n/use-translation';
import { isMissingCode } from './screen-route';

type Fetching = 'loading' | 'missing' | 'trying';

/**
 * A part of a screen below its first view (what a character carries, under the sheet)
 * whose code is fetched once the screen has drawn, so the screen's first paint does not
 * wait for code it does not show. Where the code cannot be fetched (no signal, and not yet
 * in the worker's cache) the part says so in its place and arrives when signal returns;
 * any other failure is the screen's error, as if the part were built in.
 */
export function partAfterScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let fetched: ComponentType<P> | undefined;
  let fetching: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (fetching ??= load().then(
      (part) => (fetched = part),
      (error: unknown) => {
        fetching = undefined;
        throw error;
      },
    ));

  return function PartAfterScreen(props: P) {
    const [Part, setPart] = useState(() => fetched);
    const [state, setState] = useState<Fetching>('loading');
    const [failure, setFailure] = useState<unknown>(null);

    useEffect(() => {
      if (Part) return;
      let live = true;
      const attempt = (next: Fetching) => {
        setState(next);
        fetchOnce().then(
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
      // One attempt when the part first shows; later ones come from 'online' or the button.
    }, [Part]);

    if (failure) throw failure;
    if (Part) return <Part {...props} />;
    return (
      <PartNotFetched
        state={state}
        onRetry={() => {
          setState('trying');
          fetchOnce().then(
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
