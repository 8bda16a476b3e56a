import { useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useCreateAbility } from './api/create-ability';
import { AbilityForm } from './components/ability-form';
import {
  abilityPayload,
  emptyAbilityValues,
  type AbilityFormValues,
} from './components/ability-form-model';

/** /abilities/create (SPEC 2.11): a new ability, then on to the list of abilities. */
export function CreateAbilityScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const createAbility = useCreateAbility();
  const [failed, setFailed] = useState(false);

  const submit = (values: AbilityFormValues) => {
    setFailed(false);
    createAbility.mutate(abilityPayload(values, i18n.language), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('abilities.create.success') });
        void navigate(paths.manage.abilities);
      },
      onError: (error) => {
        console.error('Creating the ability failed', error);
        setFailed(true);
      },
    });
  };

  return (
    <>
      <ScreenHeader title={t('abilities.create.title')} intro={t('abilities.create.intro')} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={860}>
        <AbilityForm
          initialValues={emptyAbilityValues()}
          submitLabel={t('abilities.create.submit')}
          submitting={createAbility.isPending}
          error={failed ? t('abilities.create.failed') : null}
          onSubmit={submit}
          actions={
            <Button component={Link} to={paths.manage.abilities} variant="default">
              {t('common.cancel')}
            </Button>
          }
        />
      </Paper>
    </>
  );
}
