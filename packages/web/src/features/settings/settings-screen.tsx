import { useTranslation } from '../../i18n/use-translation';
import { Container, Stack, Text, Title } from '@mantine/core';
import { CraftingManaForm } from './components/crafting-mana-form';
import { HouseholdAgesForm } from './components/household-ages-form';
import { PaymentInstructionsForm } from './components/payment-instructions-form';
import { RulesUrlForm } from './components/rules-url-form';

/** Club settings the board changes in the app (superadmin, bestyrelse). */
export function SettingsScreen() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1}>{t('settings.title')}</Title>
        <Text>{t('settings.intro')}</Text>
        <RulesUrlForm />
        <PaymentInstructionsForm />
        <CraftingManaForm />
        <HouseholdAgesForm />
      </Stack>
    </Container>
  );
}
