import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { Character } from '@club/shared/contract/characters';
import { checkAvatarPath } from '@club/shared/rules/character-creation';
import { useErrorMessage } from '../../../api/use-error-message';
import { useUpdateCharacter } from '../api/update-character';
import { AvatarPicker } from './avatar-picker';

interface EditAvatarFormProps {
  character: Character;
  onSaved: (character: Character) => void;
  onCancel: () => void;
}

/** The form's edit mode: only the avatar of an existing character changes. */
export function EditAvatarForm({ character, onSaved, onCancel }: EditAvatarFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [avatar, setAvatar] = useState<string | null>(character.avatar_path || null);
  const [error, setError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const update = useUpdateCharacter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaveError(null);
    const verdict = checkAvatarPath(avatar ?? '', true);
    if (!verdict.ok || avatar === null) {
      setError(t(verdict.ok ? 'characters.avatarRequired' : verdict.code));
      return;
    }
    update.mutate(
      { id: character.id, avatar_path: avatar },
      {
        onSuccess: onSaved,
        onError: (failure) => setSaveError(errorMessage(failure, 'characters.avatarUploadFailed')),
      },
    );
  };

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="avatar-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} id="avatar-title">
            {t('characters.form.avatarTitle', { name: character.name })}
          </Title>
          <AvatarPicker
            value={avatar}
            onChange={(path) => {
              setAvatar(path);
              setError(null);
            }}
            error={error}
          />
          {saveError ? (
            <Alert color="oxblood" role="alert">
              {saveError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('characters.form.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('characters.form.saveAvatar')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
