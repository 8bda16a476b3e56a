import { Paper } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useCreateSpecialAbility } from './api/create-special-ability';
import { SpecialAbilityForm } from './components/special-ability-form';
import { emptySpecialAbilityValues } from './components/special-ability-form-model';

/**
 * /special-abilities/create (SPEC 2.11): Create and Cancel both lead to the catalogue; a
 * failed creation is only logged (SPEC 8, "Silent failures").
 */
export function CreateSpecialAbilityScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createSpecialAbility = useCreateSpecialAbility();
  const toCatalogue = () => void navigate(paths.manage.specialAbilitiesOverview);

  return (
    <>
      <ScreenHeader
        title={t('specialAbilities.create.title')}
        intro={t('specialAbilities.create.intro')}
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={860}>
        <SpecialAbilityForm
          initialValues={emptySpecialAbilityValues()}
          submitLabel={t('specialAbilities.create.submit')}
          submitting={createSpecialAbility.isPending}
          onCancel={toCatalogue}
          onSubmit={(payload) =>
            createSpecialAbility.mutate(payload, {
              onSuccess: (created) =>
                notifications.show({
                  color: 'green',
                  message: t('specialAbilities.create.success', { name: created.name }),
                }),
              onError: (error) => console.error('Creating the special ability failed', error),
              onSettled: toCatalogue,
            })
          }
        />
      </Paper>
    </>
  );
}
