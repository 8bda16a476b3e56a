import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { GiCauldron } from 'react-icons/gi';
import { useTranslation } from '../../../i18n/use-translation';
import { LuExternalLink } from 'react-icons/lu';
import type { SpecialAbility } from '@club/shared/contract/rules';
import { EntryActions } from '../../../components/deletable-entry-list';
import { useUpdateSpecialAbility } from '../api/update-special-ability';
import { RecipeEditor } from './recipe-editor';
import { SpecialAbilityForm } from './special-ability-form';
import { specialAbilityValuesOf } from './special-ability-form-model';
import classes from './special-ability-card.module.css';

export interface SpecialAbilityCardProps {
  specialAbility: SpecialAbility;
  onDelete: (specialAbility: SpecialAbility) => void;
}

const TEXT_FIELDS = ['effect', 'ingredients', 'duration', 'requirement', 'note'] as const;

/**
 * A special ability in the catalogue. Edit turns the card into its form; a failed save
 * keeps the form open and is only logged (SPEC 2.11).
 */
export function SpecialAbilityCard({ specialAbility, onDelete }: SpecialAbilityCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [recipeOpen, setRecipeOpen] = useState(false);
  const update = useUpdateSpecialAbility();

  if (editing) {
    return (
      <Card
        withBorder
        radius="md"
        padding="md"
        component="article"
        aria-label={specialAbility.name}
      >
        <Title order={2} size="h4" mb="sm">
          {t('specialAbilities.overview.editTitle', { name: specialAbility.name })}
        </Title>
        <SpecialAbilityForm
          compact
          initialValues={specialAbilityValuesOf(specialAbility)}
          submitLabel={t('common.save')}
          submitting={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(payload) =>
            update.mutate(
              { id: specialAbility.id, update: payload },
              {
                onSuccess: () => setEditing(false),
                onError: (error) => console.error('Saving the special ability failed', error),
              },
            )
          }
        />
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={specialAbility.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" className={classes.name}>
            {specialAbility.name}
          </Title>
          {specialAbility.type && <Badge variant="light">{specialAbility.type}</Badge>}
        </Group>
        <dl className={classes.fields}>
          {TEXT_FIELDS.filter((field) => specialAbility[field]).map((field) => (
            <div key={field} className={classes.field}>
              <dt>{t(`specialAbilities.fields.${field}`)}</dt>
              <dd>{specialAbility[field]}</dd>
            </div>
          ))}
          <div className={classes.field}>
            <dt>{t('specialAbilities.fields.mana_cost')}</dt>
            <dd>{specialAbility.mana_cost}</dd>
          </div>
          {specialAbility.link && (
            <div className={classes.field}>
              <dt>{t('specialAbilities.fields.link')}</dt>
              <dd>
                <Anchor href={specialAbility.link} target="_blank" rel="noopener noreferrer">
                  {t('specialAbilities.overview.openLink')}{' '}
                  <LuExternalLink aria-label={t('specialAbilities.overview.newTab')} />
                </Anchor>
              </dd>
            </div>
          )}
        </dl>
        {!TEXT_FIELDS.some((field) => specialAbility[field]) && (
          <Text size="sm" c="dimmed">
            {t('specialAbilities.overview.noDetails')}
          </Text>
        )}
        <Group gap="xs" mt="auto" justify="flex-end">
          <Button
            variant="light"
            leftSection={<GiCauldron aria-hidden />}
            onClick={() => setRecipeOpen(true)}
            aria-label={t('crafting.editor.openNamed', { name: specialAbility.name })}
          >
            {t('crafting.editor.open')}
          </Button>
          <EntryActions
            name={specialAbility.name}
            editVariant="light"
            onEdit={() => setEditing(true)}
            onDelete={() => onDelete(specialAbility)}
          />
        </Group>
      </Stack>
      <RecipeEditor
        specialAbility={specialAbility}
        opened={recipeOpen}
        onClose={() => setRecipeOpen(false)}
      />
    </Card>
  );
}
