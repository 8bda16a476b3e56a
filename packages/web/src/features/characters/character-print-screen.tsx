import { useState } from 'react';
import { Button, Group, Loader } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { usePrintSheet } from './api/get-print-sheet';
import { useCharacterId } from './hooks/use-character-id';
import { PrintSheet } from './print/print-sheet';
import classes from './print/print-toolbar.module.css';

/** /character/{id}/print: the character on one A4 page, with a print button. */
export function CharacterPrintScreen() {
  const { t } = useTranslation();
  const id = useCharacterId();
  const query = usePrintSheet(id);
  const [printedAt] = useState(() => new Date());

  return (
    <div className={classes.screen}>
      <Group className={classes.toolbar}>
        <Button
          component={Link}
          to={id === null ? paths.dashboard : paths.characters.details(id)}
          variant="default"
          leftSection={<LuArrowLeft aria-hidden />}
        >
          {t('print.back')}
        </Button>
        <Button
          leftSection={<LuPrinter aria-hidden />}
          onClick={() => window.print()}
          disabled={!query.data}
        >
          {t('print.printNow')}
        </Button>
      </Group>
      <main>
        {id === null ? (
          <LoadError message={t('characters.invalidId')} />
        ) : query.isPending ? (
          <Group justify="center">
            <Loader aria-label={t('app.loading')} />
          </Group>
        ) : query.isError ? (
          <LoadError
            message={t('characters.details.loadFailed')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <PrintSheet sheet={query.data} printedAt={printedAt} />
        )}
      </main>
    </div>
  );
}
