import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorMessage } from '../../../api/use-error-message';
import type { Ability, AbilityUpdate } from '@club/shared/contract/rules';
import { useRulesWriteWithImpact } from '../../../components/use-rules-write-with-impact';
import { updateAbility as previewAbility, useUpdateAbility } from '../api/update-ability';
import { AbilityForm } from './ability-form';
import { abilityPayload, abilityValuesOf, type AbilityFormValues } from './ability-form-model';

export interface EditAbilityModalProps {
  /** The ability being edited; null keeps the modal closed. */
  ability: Ability | null;
  onClose: () => void;
}

/** The ability's fields in a modal; saving sends them all with PUT abilities/{id}. */
export function EditAbilityModal({ ability, onClose }: EditAbilityModalProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const updateAbility = useUpdateAbility();
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;

  const close = () => {
    updateAbility.reset();
    onClose();
  };

  const guard = useRulesWriteWithImpact(
    ({ id, update }: { id: number; update: AbilityUpdate }) => previewAbility(id, update, true),
    (variables: { id: number; update: AbilityUpdate }) =>
      updateAbility.mutate(variables, {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t('abilities.manage.saved', { name: saved.name }),
          });
          close();
        },
      }),
  );

  const submit = (values: AbilityFormValues) => {
    if (!ability) return;
    void guard.run({
      id: ability.id,
      update: abilityPayload(values, i18n.language, ability.type),
    });
  };

  return (
    <Modal
      opened={ability !== null}
      onClose={close}
      title={ability ? t('abilities.manage.editTitle', { name: ability.name }) : ''}
      size="xl"
      fullScreen={isPhone}
    >
      {ability && (
        <AbilityForm
          key={ability.id}
          initialValues={abilityValuesOf(ability)}
          submitLabel={t('common.save')}
          submitting={updateAbility.isPending || guard.checking}
          error={
            updateAbility.isError
              ? errorMessage(updateAbility.error, 'abilities.manage.saveFailed')
              : null
          }
          onSubmit={submit}
          actions={
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
          }
        />
      )}
      {guard.dialog}
    </Modal>
  );
}
