import { Group, Loader, Tabs, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { useDateFormat } from '../lib/date-format';
import type { Draft } from '../lib/use-draft';
import { DocumentBody } from './document-body';

export interface WritingFieldProps {
  draft: Draft;
  label: string;
  description: string;
  maxLength: number;
  minRows?: number;
  error?: string | null;
}

/**
 * A longer text a member writes in the light markup of documents (a background, a
 * report): the text, a preview of how it will read, and where the draft is kept.
 */
export function WritingField({
  draft,
  label,
  description,
  maxLength,
  minRows = 8,
  error,
}: WritingFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs defaultValue="write" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="write">{t('drafts.write')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('drafts.preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            label={label}
            description={description}
            value={draft.text}
            onChange={(event) => draft.setText(event.currentTarget.value)}
            maxLength={maxLength}
            autosize
            minRows={minRows}
            maxRows={24}
            error={error}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          {draft.text.trim() ? (
            <DocumentBody source={draft.text} titleLevel={2} />
          ) : (
            <Text c="dimmed">{t('drafts.nothingYet')}</Text>
          )}
        </Tabs.Panel>
      </Tabs>
      <DraftStatus draft={draft} />
    </>
  );
}

/** Where the text is: "Kladde gemt kl. 14.02", still only on this phone, or being saved. */
export function DraftStatus({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const savedText = (iso: string) =>
    Number.isNaN(Date.parse(iso))
      ? t('drafts.saved')
      : format.date(iso) === format.date(new Date().toISOString())
        ? t('drafts.savedAt', { time: format.time(iso) })
        : t('drafts.savedOn', { date: format.dateTime(iso) });
  const message = draft.saving
    ? t('drafts.saving')
    : draft.dirty
      ? draft.failed
        ? t('drafts.onDeviceOnly')
        : t('drafts.unsaved')
      : draft.savedAt
        ? savedText(draft.savedAt)
        : null;
  return (
    <Group gap={6} role="status" aria-live="polite" mih={20}>
      {draft.saving ? <Loader size={12} aria-hidden /> : null}
      {message ? (
        <Text size="xs" c="dimmed">
          {message}
        </Text>
      ) : null}
    </Group>
  );
}
