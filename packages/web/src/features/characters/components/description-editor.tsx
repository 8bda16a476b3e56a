import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DESCRIPTION_TEXTAREA_ROWS } from '@club/shared/constants';
import { CHARACTER_TEXT_LIMITS } from '@club/shared/contract/characters-constants';
import { useUpdateCharacter } from '../api/update-character';

interface DescriptionEditorProps {
  characterId: number;
  characterName: string;
  description: string;
}

/**
 * View, edit, save or cancel. The new text shows at once; a failed save puts the old text
 * back and says so.
 */
export function DescriptionEditor({
  characterId,
  characterName,
  description,
}: DescriptionEditorProps) {
  const { t } = useTranslation();
  const update = useUpdateCharacter();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(description);
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = shown ?? description;

  const save = () => {
    const previous = text;
    setShown(draft);
    setEditing(false);
    setError(null);
    update.mutate(
      { id: characterId, description: draft },
      {
        onSuccess: () => setShown(null),
        onError: () => {
          setShown(previous);
          setError(t('characters.description.saveFailed'));
        },
      },
    );
  };

  if (editing) {
    return (
      <Stack gap={6}>
        <Textarea
          label={t('characters.description.label', { name: characterName })}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          rows={DESCRIPTION_TEXTAREA_ROWS}
          maxLength={CHARACTER_TEXT_LIMITS.description}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to edit this text
          autoFocus
        />
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => setEditing(false)}>
            {t('characters.description.cancel')}
          </Button>
          <Button size="xs" onClick={save}>
            {t('characters.description.save')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap={4}>
      <Text
        size="sm"
        style={{ whiteSpace: 'pre-wrap' }}
        c={text ? undefined : 'dimmed'}
        fs={text ? undefined : 'italic'}
      >
        {text || t('characters.description.empty')}
      </Text>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => {
            setDraft(text);
            setEditing(true);
          }}
          aria-label={t('characters.description.editFor', { name: characterName })}
        >
          {t('characters.description.edit')}
        </Button>
      </Group>
    </Stack>
  );
}
