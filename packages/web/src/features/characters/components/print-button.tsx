import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { LuPrinter } from 'react-icons/lu';
import { paths } from '../../../config/paths';

/** Opens the character's one-page print view. */
export function PrintButton({
  characterId,
  size,
}: {
  characterId: number;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.characters.print(characterId)}
      variant="default"
      size={size}
      leftSection={<LuPrinter aria-hidden />}
    >
      {t('print.button')}
    </Button>
  );
}
