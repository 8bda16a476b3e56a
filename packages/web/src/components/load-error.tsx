import { Alert, Button } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { LuRefreshCw } from 'react-icons/lu';
import { GiBrokenShield } from 'react-icons/gi';

export interface LoadErrorProps {
  message: string;
  /** Shows a retry button. */
  onRetry?: () => void;
}

/** A screen's data could not be loaded. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="oxblood" variant="light" icon={<GiBrokenShield aria-hidden />} role="alert">
      {message}
      {onRetry && (
        <Button
          display="block"
          mt="sm"
          size="xs"
          variant="outline"
          leftSection={<LuRefreshCw aria-hidden />}
          onClick={onRetry}
        >
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
