import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { LuRefreshCw, LuWifiOff } from 'react-icons/lu';
import { useTranslation } from '../../i18n/use-translation';

export interface ScreenNotFetchedProps {
  /** A fetch of the screen is under way. */
  trying: boolean;
  onRetry: () => void;
}

/** In the screen's place when its code has not reached this device and there is no signal. */
export function ScreenNotFetched({ trying, onRetry }: ScreenNotFetchedProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" bg="var(--club-parchment-light)">
      <Stack align="center" gap="sm" ta="center">
        <Text c="parchment.8" fz={40} lh={1} aria-hidden>
          <LuWifiOff />
        </Text>
        <Title order={1} fz="h2">
          {t('app.notFetchedTitle')}
        </Title>
        <Text role="status">{t('app.notFetchedText')}</Text>
        <Button
          variant="outline"
          leftSection={<LuRefreshCw aria-hidden />}
          loading={trying}
          onClick={onRetry}
        >
          {t('common.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
