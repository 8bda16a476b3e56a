import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { LuDownload, LuFileText } from 'react-icons/lu';
import type { User } from '@club/shared/contract/auth';
import { useErrorMessage } from '../../../api/use-error-message';
import { paths } from '../../../config/paths';
import { downloadMyData } from '../api/download-my-data';

/**
 * "Mine data": everything the club holds about the member, to read as a page in their
 * language, or to take away as one JSON file.
 */
export function MyData({ user }: { user: User }) {
  const { t } = useTranslation();
  const onPage = useLocation().pathname === paths.myData;
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
      <Group gap="sm" wrap="wrap">
        {onPage ? null : (
          <Button
            component={Link}
            to={paths.myData}
            leftSection={<LuFileText size={16} aria-hidden />}
          >
            {t('account.data.read')}
          </Button>
        )}
        <Button
          variant={onPage ? 'filled' : 'outline'}
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
