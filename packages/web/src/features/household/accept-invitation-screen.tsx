import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { HOUSEHOLD_LIMITS } from '@club/shared/contract/household-constants';
import { useErrorMessage } from '../../api/use-error-message';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useAcceptInvitation } from './api/accept-invitation';

/** Where a second guardian's invitation leads: they give their phone and accept. */
export function AcceptInvitationScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const errorMessage = useErrorMessage();
  const accept = useAcceptInvitation();
  const [phone, setPhone] = useState('');

  if (accept.data) {
    return (
      <Stack gap="md" maw={560}>
        <ScreenHeader title={t('household.accept.title')} />
        <Alert color="green">{t('household.accept.done', { name: accept.data.person.name })}</Alert>
        <Group>
          <Button component={Link} to={paths.household}>
            {t('household.accept.toHousehold')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={560}>
      <ScreenHeader title={t('household.accept.title')} intro={t('household.accept.intro')} />
      <Stack
        component="form"
        gap="xs"
        onSubmit={(event) => {
          event.preventDefault();
          accept.mutate({ token, phone: phone.trim() });
        }}
      >
        <TextInput
          type="tel"
          label={t('household.form.phone')}
          description={t('household.form.phoneHelp')}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          maxLength={HOUSEHOLD_LIMITS.phoneMaxLength}
          autoComplete="tel"
          required
          error={accept.isError ? errorMessage(accept.error, 'household.saveFailed') : null}
        />
        <Group>
          <Button type="submit" loading={accept.isPending} disabled={!token}>
            {t('household.accept.submit')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
