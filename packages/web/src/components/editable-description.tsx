import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { LuPencil } from 'react-icons/lu';
import { DESCRIPTION_TEXTAREA_ROWS } from '@club/shared/constants';

export interface EditableDescriptionProps {
  text: string;
  /** Rules editors get the Edit button; everyone else sees the text only. */
  canEdit: boolean;
  /** Saves the new text; a rejection brings the old text back. */
  onSave: (text: string) => Promise<unknown>;
  /** Names the textarea and the edit button for screen readers, e.g. "Beskrivelse af Elver". */
  label: string;
  /** Shown instead of an empty description. */
  emptyText?: string;
}

/**
 * A description that toggles between view and edit (SPEC 2.7–2.9, 4). Cancel restores
 * the original text. A failed save restores it too and is only logged, never shown
 * (SPEC 8, "Silent failures").
 */
export function EditableDescription({
  text,
  canEdit,
  onSave,
  label,
  emptyText,
}: EditableDescriptionProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  // The text being saved is shown at once; the server's answer replaces it.
  const [saving, setSaving] = useState<string | null>(null);

  const shown = saving ?? text;

  if (draft !== null) {
    const save = async () => {
      const next = draft;
      setDraft(null);
      if (next === text) return;
      setSaving(next);
      try {
        await onSave(next);
      } catch (error) {
        console.error('Saving the description failed', error);
      } finally {
        setSaving(null);
      }
    };
    return (
      <Stack gap="xs">
        <Textarea
          label={label}
          rows={DESCRIPTION_TEXTAREA_ROWS}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to edit this text
          autoFocus
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => setDraft(null)}>
            {t('common.cancel')}
          </Button>
          <Button size="xs" onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap={6} align="flex-start">
      {shown.trim() ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {shown}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {emptyText ?? t('common.noDescription')}
        </Text>
      )}
      {canEdit && (
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<LuPencil aria-hidden />}
          onClick={() => setDraft(shown)}
          aria-label={t('common.editNamed', { name: label })}
          disabled={saving !== null}
        >
          {t('common.edit')}
        </Button>
      )}
    </Stack>
  );
}
