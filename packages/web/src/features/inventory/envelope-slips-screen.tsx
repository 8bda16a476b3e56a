import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { useErrorMessage } from '../../api/use-error-message';
import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useSlipEvent } from './api/get-slip-event';
import { useEventEnvelopes } from './api/get-envelopes';
import { useInventoryFormat } from './components/use-inventory-format';
import classes from './print/item-cards.module.css';

/**
 * /events/{id}/envelopes (staff): a slip per confirmed player's character to pack the
 * envelopes by before the event: what goes in, and the letters and documents the
 * character can read, each with a box to tick.
 */
export function EnvelopeSlipsScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useInventoryFormat();
  const raw = Number(useParams().id);
  const eventId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const envelopes = useEventEnvelopes(eventId);
  const event = useSlipEvent(eventId);
  const title = event.data?.title ?? '';
  const rows = envelopes.data?.envelopes ?? [];

  return (
    <main className={classes.screen}>
      <style>{'@page { size: A4; margin: 10mm; }'}</style>
      <Paper className={classes.toolbar} p="md" radius="md" withBorder component="section">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={1} size="h2">
              {t('inventory.slips.title')}
            </Title>
            {eventId !== null ? (
              <Button
                component={Link}
                to={paths.events.details(eventId)}
                variant="default"
                leftSection={<LuArrowLeft aria-hidden />}
              >
                {t('inventory.slips.back')}
              </Button>
            ) : null}
          </Group>
          {title ? <Text fw={600}>{title}</Text> : null}
          <Text size="sm">{t('inventory.slips.intro')}</Text>
          <Group>
            <Button
              leftSection={<LuPrinter aria-hidden />}
              onClick={() => window.print()}
              disabled={rows.length === 0}
            >
              {t('inventory.slips.print', { count: rows.length })}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {eventId === null ? (
        <LoadError message={t('events.details.notFound')} />
      ) : envelopes.isPending ? (
        <Group justify="center">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : envelopes.isError ? (
        <LoadError
          message={errorMessage(envelopes.error, 'inventory.envelope.loadFailed')}
          onRetry={() => void envelopes.refetch()}
        />
      ) : rows.length === 0 ? (
        <Paper className={classes.toolbar} p="md" radius="md" withBorder>
          <Text c="dimmed">{t('inventory.slips.none')}</Text>
        </Paper>
      ) : (
        <div className={classes.slips}>
          {rows.map((row) => (
            <section key={row.signup_id} className={classes.slip} aria-label={row.character_name}>
              {title ? <p className={classes.slipEvent}>{title}</p> : null}
              <h2>{row.character_name}</h2>
              <p>{t('inventory.slips.player', { name: row.player_name })}</p>
              <h3>{t('inventory.slips.contents')}</h3>
              {row.items.length === 0 ? (
                <p>{t('inventory.envelope.nothing')}</p>
              ) : (
                <ul>
                  {row.items.map((item) => (
                    <li key={item.item_type_id}>
                      <span className={classes.checkbox} aria-hidden />
                      {format.line(item.quantity, item.unit, item.name)}
                    </li>
                  ))}
                </ul>
              )}
              <h3>{t('inventory.slips.documents')}</h3>
              {row.documents.length === 0 ? (
                <p>{t('inventory.slips.noDocuments')}</p>
              ) : (
                <ul>
                  {row.documents.map((document) => (
                    <li key={document.id}>
                      <span className={classes.checkbox} aria-hidden />
                      {document.title} ({document.language})
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </main>
  );
}
