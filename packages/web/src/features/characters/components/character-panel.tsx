import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import { checkCharacterLimit } from '@club/shared/rules/character-creation';
import { GiQuill } from 'react-icons/gi';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useCharacters } from '../api/get-characters';
import { CharacterCard } from './character-card';
import { CreateCharacterForm } from './create-character-form';
import { EditAvatarForm } from './edit-avatar-form';
import { EditProfessionsForm } from './edit-professions-form';

type FormMode =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'avatar'; characterId: number }
  | { mode: 'professions'; characterId: number };

/**
 * The character management panel: the player's characters as cards and one form that is
 * closed, creating a character, changing one character's avatar, or swapping its professions.
 */
export function CharacterPanel() {
  const { t } = useTranslation();
  const query = useCharacters();
  const [form, setForm] = useState<FormMode>({ mode: 'closed' });
  const formRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (form.mode !== 'closed')
      formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [form]);

  if (query.isPending) {
    return <Loader aria-label={t('app.loading')} />;
  }
  if (query.isError) {
    return (
      <LoadError message={t('characters.panel.loadFailed')} onRetry={() => void query.refetch()} />
    );
  }

  const data = query.data;
  const characters = data.characters;
  const limit = checkCharacterLimit(characters.length);
  const editing =
    form.mode === 'avatar' ? characters.find((c) => c.id === form.characterId) : undefined;
  const swapping =
    form.mode === 'professions' ? characters.find((c) => c.id === form.characterId) : undefined;
  const close = () => setForm({ mode: 'closed' });

  return (
    <Stack gap="md" component="section" aria-labelledby="characters-title">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2} id="characters-title">
            {t('characters.panel.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('characters.panel.count', {
              count: characters.length,
              max: CHARACTER_LIMITS.maxPerUser,
            })}
          </Text>
        </div>
        <Button
          leftSection={<GiQuill aria-hidden />}
          onClick={() => setForm({ mode: 'create' })}
          disabled={!limit.ok || form.mode === 'create'}
          aria-describedby={limit.ok ? undefined : 'character-limit-note'}
        >
          {t('characters.panel.create')}
        </Button>
      </Group>
      {!limit.ok ? (
        <Text size="sm" id="character-limit-note" c="dimmed">
          {t('characters.panel.limitNote', { max: CHARACTER_LIMITS.maxPerUser })}
        </Text>
      ) : null}

      <div ref={formRef} style={{ scrollMarginTop: 80 }}>
        {form.mode === 'create' && limit.ok ? (
          <CreateCharacterForm
            data={data}
            onCancel={close}
            onCreated={(character) => {
              close();
              notifications.show({
                color: 'green',
                message: t('characters.form.created', { name: character.name }),
              });
            }}
          />
        ) : null}
        {editing ? (
          <EditAvatarForm
            key={editing.id}
            character={editing}
            onCancel={close}
            onSaved={() => {
              close();
              notifications.show({ color: 'green', message: t('characters.form.avatarSaved') });
            }}
          />
        ) : null}
        {swapping ? (
          <EditProfessionsForm
            key={swapping.id}
            character={swapping}
            onCancel={close}
            onSaved={() => {
              close();
              notifications.show({ color: 'green', message: t('professionEdit.saved') });
            }}
          />
        ) : null}
      </div>

      {characters.length === 0 && form.mode === 'closed' ? (
        <EmptyState message={t('characters.panel.empty')} />
      ) : characters.length === 0 ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {characters.map((character) => (
            <CharacterCard
              key={character.id}
              character={character}
              onChangeAvatar={() => setForm({ mode: 'avatar', characterId: character.id })}
              onChangeProfessions={() =>
                setForm({ mode: 'professions', characterId: character.id })
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
