import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LuDownload } from 'react-icons/lu';
import type { User } from '@club/shared/contract/auth';
import { useErrorMessage } from '../../../api/use-error-message';
import { downloadMyData } from '../api/download-my-data';

/** "Hent mine data": the member's whole file from the club, as JSON. */
export function MyData({ user }: { user: User }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadMyData(user.id);
    } catch (failure) {
      setError(errorMessage(failure, 'account.data.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Group>
        <Button
          leftSection={<LuDownload size={16} aria-hidden />}
          onClick={() => void download()}
          loading={busy}
        >
          {t('account.data.download')}
        </Button>
      </Group>
      {error ? (
        <Alert color="oxblood" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
    </>
  );
}
