import { Box, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { auditFields, auditValueKey } from '../audit-diff';

const SHOWN_UNCHANGED = 4;

function Value({ field, text }: { field: string; text: string | null }) {
  const { t } = useTranslation();
  const key = text === null ? null : auditValueKey(field, text);
  if (text === null)
    return (
      <Text span size="sm" c="parchment.9" fs="italic">
        {t('audit.none')}
      </Text>
    );
  return (
    <Text
      span
      size="sm"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      lineClamp={6}
      component="span"
    >
      {key ? t(key, { defaultValue: text }) : text === '' ? '""' : text}
    </Text>
  );
}

/**
 * A change's fields before and after, side by side: the changed ones first and marked,
 * then a few unchanged ones for context (all of them when `showAll`).
 */
export function AuditChanges({
  before,
  after,
  showAll,
}: {
  before: unknown;
  after: unknown;
  showAll: boolean;
}) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const fields = auditFields(before, after);
  const changed = fields.filter((f) => f.changed);
  const rest = fields.filter((f) => !f.changed);
  const shown = [
    ...changed,
    ...(showAll ? rest : rest.slice(0, changed.length ? 0 : SHOWN_UNCHANGED)),
  ];
  if (shown.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('audit.noFields')}
      </Text>
    );
  const label = (field: string) => t(`audit.fields.${field}`, { defaultValue: field });
  if (isPhone) {
    // A phone has no room for three columns: each field is a small card, before above after.
    return (
      <Stack gap={6}>
        {shown.map((field) => (
          <Paper
            key={field.field}
            withBorder
            radius="sm"
            px="xs"
            py={6}
            bg={field.changed ? 'var(--mantine-color-yellow-1)' : undefined}
            data-changed={field.changed || undefined}
          >
            <Text size="sm" fw={field.changed ? 700 : 400}>
              {label(field.field)}
              {field.changed && <VisuallyHidden>{` (${t('audit.changed')})`}</VisuallyHidden>}
            </Text>
            {/* Before above after: a long value (an email, a list) keeps its words whole. */}
            <SimpleGrid cols={1} spacing={4}>
              <Box style={{ minWidth: 0 }}>
                <Text size="xs" c="parchment.9">
                  {t('audit.before')}
                </Text>
                <Value field={field.field} text={field.before} />
              </Box>
              <Box style={{ minWidth: 0 }}>
                <Text size="xs" c="parchment.9">
                  {t('audit.after')}
                </Text>
                <Value field={field.field} text={field.after} />
              </Box>
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={4}
        horizontalSpacing="xs"
        fz="sm"
        style={{ tableLayout: 'fixed', minWidth: 280 }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="28%">{t('audit.field')}</Table.Th>
            <Table.Th>{t('audit.before')}</Table.Th>
            <Table.Th>{t('audit.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((field) => (
            <Table.Tr
              key={field.field}
              bg={field.changed ? 'var(--mantine-color-yellow-1)' : undefined}
              data-changed={field.changed || undefined}
            >
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text span size="sm" fw={field.changed ? 700 : 400}>
                  {label(field.field)}
                </Text>
                {field.changed && <VisuallyHidden>{` (${t('audit.changed')})`}</VisuallyHidden>}
              </Table.Td>
              <Table.Td>
                <Value field={field.field} text={field.before} />
              </Table.Td>
              <Table.Td>
                <Value field={field.field} text={field.after} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
