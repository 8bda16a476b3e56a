import { Button } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { LuPencil } from 'react-icons/lu';

/**
 * "Edit details" beside a rules entry's name, opening the form with all its fields; named
 * apart from the description's own Edit button.
 */
export function EditEntryButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<LuPencil aria-hidden />}
      aria-label={t('curation.editEntryNamed', { name })}
      onClick={onClick}
      style={{ flex: 'none' }}
    >
      {t('curation.editEntry')}
    </Button>
  );
}
