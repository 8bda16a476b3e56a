import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import type { Character } from '@club/shared/contract/characters';
import { GiCrown, GiScrollUnfurled } from 'react-icons/gi';
import { paths } from '../../../config/paths';
import { useSetActiveCharacter } from '../api/set-active-character';
import { CharacterAvatar } from './character-avatar';
import { DescriptionEditor } from './description-editor';
import { ChangeRequestPanel } from './change-request-panel';
import { ReviewNotice } from './review-notice';
import { XpSummary } from './xp-summary';

interface CharacterCardProps {
  character: Character;
  onChangeAvatar: () => void;
  onChangeProfessions: () => void;
}

export function CharacterCard({
  character,
  onChangeAvatar,
  onChangeProfessions,
}: CharacterCardProps) {
  const { t } = useTranslation();
  const setActive = useSetActiveCharacter();
  const active = character.is_active === 1;
  const titleId = `character-${character.id}-name`;

  const makeActive = () =>
    setActive.mutate(character.id, {
      onError: () =>
        notifications.show({
          color: 'red',
          message: t('characters.card.setActiveFailed'),
          autoClose: 8000,
        }),
    });

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      style={active ? { borderColor: 'var(--mantine-color-oxblood-7)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <CharacterAvatar path={character.avatar_path} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'break-word' }}>
                {character.name}
              </Title>
              {active ? (
                <Badge color="oxblood" variant="filled" leftSection={<GiCrown aria-hidden />}>
                  {t('characters.card.active')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">
              {t('characters.card.raceClass', {
                race: character.race_name,
                className: character.class_name,
              })}
            </Text>
          </Stack>
        </Group>
        {character.professions.length > 0 ? (
          <Text size="sm">
            <Text span fw={600}>
              {t('professionEdit.cardLabel')}
            </Text>{' '}
            {character.professions.map((p) => p.name).join(', ')}
          </Text>
        ) : null}
        <XpSummary earned={character.xp} spent={character.xp_spent} />
        <ReviewNotice character={character} compact />
        <ChangeRequestPanel character={character} canAsk={false} />
        <DescriptionEditor
          key={character.description}
          characterId={character.id}
          characterName={character.name}
          description={character.description}
        />
        <Group gap="xs" mt="auto" wrap="wrap">
          {active ? null : (
            <Button
              size="xs"
              variant="light"
              onClick={makeActive}
              loading={setActive.isPending}
              aria-label={t('characters.card.setActiveFor', { name: character.name })}
            >
              {t('characters.card.setActive')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            onClick={onChangeAvatar}
            aria-label={t('characters.card.changeAvatarFor', { name: character.name })}
          >
            {t('characters.card.changeAvatar')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={onChangeProfessions}
            aria-label={t('professionEdit.changeFor', { name: character.name })}
          >
            {t('professionEdit.change')}
          </Button>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={paths.characters.details(character.id)}
            aria-label={t('characters.card.detailsFor', { name: character.name })}
          >
            {t('characters.card.details')}
          </Button>
          <Button
            size="xs"
            component={Link}
            to={paths.characters.abilities(character.id)}
            leftSection={<GiScrollUnfurled aria-hidden />}
            aria-label={t('characters.card.sheetFor', { name: character.name })}
          >
            {t('characters.card.sheet')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
