import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import {
  Badge,
  Button,
  Container,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Character, CharacterAbility } from '@club/shared/contract/characters';
import { GiCrown, GiPadlock, GiScrollUnfurled } from 'react-icons/gi';
import { isApiError } from '../../api/api-error';
import { LoadError } from '../../components/load-error';
import { XpLedger } from '../../components/xp-ledger';
import { paths } from '../../config/paths';
import { useCharacter } from './api/get-character';
import { useCharacterAbilities } from './api/get-character-abilities';
import { CharacterAvatar } from './components/character-avatar';
import { organizerAbilities } from './components/organizer-abilities';
import { XpSummary } from './components/xp-summary';
import { ChangeRequestPanel } from './components/change-request-panel';
import { ReviewNotice } from './components/review-notice';
import { useSession } from '../../lib/session';
import { useCharacterId } from './hooks/use-character-id';
import { PrintButton } from './components/print-button';

/** A character at a glance (/character/{id} and /character/{id}/overview). */
export function CharacterDetailsScreen({
  more,
}: {
  /** What other areas show about the character, below its sheet (composed in app/). */
  more?: (character: Character) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const id = useCharacterId();
  const query = useCharacter(id);

  return (
    <Container size="lg" px={0}>
      {id === null ? (
        <LoadError message={t('characters.invalidId')} />
      ) : query.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : query.isError && isApiError(query.error) && query.error.status === 404 ? (
        // Trying again cannot make it exist.
        <LoadError message={t('characters.details.notFound')} />
      ) : query.isError ? (
        <LoadError
          message={t('characters.details.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <CharacterDetails character={query.data} more={more} />
      )}
    </Container>
  );
}

function CharacterDetails({
  character,
  more,
}: {
  character: Character;
  more?: (character: Character) => ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const abilities = useCharacterAbilities(character.id);
  const organizer = organizerAbilities(character);
  const professions = [...character.professions].sort((a, b) => a.position - b.position);

  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Group gap="lg" align="flex-start" wrap="wrap">
          <CharacterAvatar path={character.avatar_path} size={96} />
          <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={1} size="h2" style={{ overflowWrap: 'break-word' }}>
                {character.name}
              </Title>
              {character.is_active === 1 ? (
                <Badge color="oxblood" variant="filled" leftSection={<GiCrown aria-hidden />}>
                  {t('characters.card.active')}
                </Badge>
              ) : null}
            </Group>
            <Text>
              {t('characters.card.raceClass', {
                race: character.race_name,
                className: character.class_name,
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('characters.details.base', {
                hits: character.race_base_hits,
                mana: character.race_base_mana,
              })}
            </Text>
            <XpSummary earned={character.xp} spent={character.xp_spent} size="md" />
            <ReviewNotice character={character} />
            <ChangeRequestPanel character={character} canAsk={user?.id === character.user_id} />
          </Stack>
          <Button
            component={Link}
            to={paths.characters.abilities(character.id)}
            leftSection={<GiScrollUnfurled aria-hidden />}
          >
            {t('characters.details.toSheet')}
          </Button>
          <PrintButton characterId={character.id} />
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper
          withBorder
          p={{ base: 'sm', sm: 'md' }}
          radius="md"
          component="section"
          aria-labelledby="professions-title"
        >
          <Title order={2} size="h3" id="professions-title" mb="xs">
            {t('characters.details.professions')}
          </Title>
          <List type="ordered" spacing="sm">
            {professions.map((profession) => (
              <List.Item key={profession.id}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600}>{profession.name}</Text>
                  {profession.position === 1 ? (
                    <Badge size="sm" color="oxblood" variant="light">
                      {t('abilitiesSheet.firstProfession')}
                    </Badge>
                  ) : null}
                </Group>
                <LearnedAbilities
                  rows={(abilities.data ?? []).filter((a) => a.profession_id === profession.id)}
                />
              </List.Item>
            ))}
          </List>
        </Paper>

        <Stack gap="md">
          <Paper
            withBorder
            p={{ base: 'sm', sm: 'md' }}
            radius="md"
            component="section"
            aria-labelledby="description-title"
          >
            <Title order={2} size="h3" id="description-title" mb="xs">
              {t('characters.details.description')}
            </Title>
            <Text
              style={{ whiteSpace: 'pre-wrap' }}
              c={character.description ? undefined : 'dimmed'}
            >
              {character.description || t('characters.description.empty')}
            </Text>
          </Paper>
          <Paper
            withBorder
            p={{ base: 'sm', sm: 'md' }}
            radius="md"
            component="section"
            aria-labelledby="organizer-title"
          >
            <Title order={2} size="h3" id="organizer-title" mb="xs">
              {t('abilitiesSheet.organizer.title')}
            </Title>
            {organizer.length === 0 ? (
              <Text c="dimmed">{t('abilitiesSheet.organizer.none')}</Text>
            ) : (
              <List>
                {organizer.map((name, index) => (
                  <List.Item key={`${index}-${name}`}>{name}</List.Item>
                ))}
              </List>
            )}
          </Paper>
        </Stack>
      </SimpleGrid>

      {more?.(character)}

      <XpLedgerSection characterId={character.id} />
    </Stack>
  );
}

function LearnedAbilities({ rows }: { rows: CharacterAbility[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" component="div">
      {rows
        .sort((a, b) => a.order_learned - b.order_learned)
        .map((row, index) => (
          <span key={row.ability_id}>
            {index > 0 ? ', ' : ''}
            {row.name}
            {row.special_ability_name ? ` (${row.special_ability_name})` : ''}
            {row.is_unlocked === 1 ? (
              <>
                {' '}
                <GiPadlock aria-label={t('abilitiesSheet.lockedMark')} size={11} />
              </>
            ) : null}
          </span>
        ))}
    </Text>
  );
}

function XpLedgerSection({ characterId }: { characterId: number }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="ledger-title"
    >
      <Title order={2} size="h3" id="ledger-title" mb="xs">
        {t('xpLedger.title')}
      </Title>
      <XpLedger characterId={characterId} />
    </Paper>
  );
}
