import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { BackgroundStatus } from '@club/shared/contract/backgrounds';

const COLORS: Record<BackgroundStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  changes_requested: 'oxblood',
  approved: 'green',
};

/** The state of a background in words, coloured as the other state badges are. */
export function BackgroundStatusBadge({ status }: { status: BackgroundStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`backgrounds.status.${status}`)}
    </Badge>
  );
}
