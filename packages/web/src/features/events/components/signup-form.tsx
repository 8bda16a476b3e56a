import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { EVENT_LIMITS } from '@club/shared/contract/events-constants';
import type {
  Event,
  EventDefaults,
  Signup,
  SignupCreate,
  SignupRole,
} from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { useEventDefaults } from '../api/get-event-defaults';
import { useMyCharacters } from '../api/get-my-characters';
import { useSaveEventDefaults } from '../api/save-event-defaults';
import { useRetentionDays } from '../api/get-payment-instructions';
import { fieldErrorsOf } from './field-errors';
import { useEventFormat } from './use-event-format';

export interface SignupFormValues {
  role: SignupRole;
  characterId: string;
  diet: string;
  allergies: string;
  contactName: string;
  contactPhone: string;
  photoConsent: boolean;
  note: string;
}

/** A sign-up being changed starts from itself; a new one from the member's usual details. */
function initialValues(
  signup: Signup | null,
  roles: SignupRole[],
  usual: EventDefaults | undefined,
): SignupFormValues {
  const from = signup ?? usual;
  return {
    role: signup?.role ?? roles[0] ?? 'player',
    characterId: signup?.character_id ? String(signup.character_id) : '',
    diet: from?.diet ?? '',
    allergies: from?.allergies ?? '',
    contactName: from?.emergency_contact?.name ?? '',
    contactPhone: from?.emergency_contact?.phone ?? '',
    photoConsent: signup?.photo_consent ?? false,
    note: signup?.note ?? '',
  };
}

/** The usual details as the form holds them, trimmed: what saving them would store. */
function usualOf(values: SignupFormValues): EventDefaults {
  const name = values.contactName.trim();
  const phone = values.contactPhone.trim();
  return {
    diet: values.diet.trim(),
    allergies: values.allergies.trim(),
    emergency_contact: name && phone ? { name, phone } : null,
  };
}

const sameUsual = (a: EventDefaults, b: EventDefaults | undefined) =>
  b !== undefined && JSON.stringify(a) === JSON.stringify(b);

const hasAny = (usual: EventDefaults | undefined) =>
  usual !== undefined && (usual.diet !== '' || usual.allergies !== '' || !!usual.emergency_contact);

export interface SignupFormProps {
  event: Event;
  /** The sign-up being changed; null for a new one (the role is chosen only then). */
  signup: Signup | null;
  onSubmit: (body: SignupCreate) => void;
  busy: boolean;
  /** The refused write, shown as field messages or an alert. */
  error: unknown;
  onCancel?: () => void;
}

/**
 * The sign-up: as a player (with one of the member's own characters) or crew (who may
 * name one for the crew XP), with what the kitchen and the first-aiders must know. A new
 * one starts from the member's usual diet, allergies and contact (once they have come),
 * and either offers to keep what was typed as the usual ones.
 */
export function SignupForm(props: SignupFormProps) {
  const { t } = useTranslation();
  const usual = useEventDefaults();
  if (usual.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  // Without them (a failed read) the form starts empty, as before they existed.
  return <SignupFormFields {...props} usual={usual.data} />;
}

function SignupFormFields({
  event,
  signup,
  onSubmit,
  busy,
  error,
  onCancel,
  usual,
}: SignupFormProps & { usual: EventDefaults | undefined }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useEventFormat();
  const characters = useMyCharacters();
  const retentionDays = useRetentionDays().data;
  const saveUsual = useSaveEventDefaults();
  const roles = (['player', 'crew'] as const).filter((role) => event.capacity[role] > 0);
  const [values, setValues] = useState(() => initialValues(signup, roles, usual));
  // Kept by default the first time; after that only when the member asks.
  const [keepUsual, setKeepUsual] = useState(!hasAny(usual));
  const typedUsual = usualOf(values);
  const offerToKeep = !sameUsual(typedUsual, usual);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = <K extends keyof SignupFormValues>(key: K, value: SignupFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const server = fieldErrorsOf(error);
  const problem = (field: string) => problems[field] ?? server[field] ?? null;
  const generalError =
    error && Object.keys(server).length === 0 ? errorMessage(error, 'events.signup.failed') : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (values.role === 'player' && !values.characterId) {
      found.character_id = t('events.signup.characterRequired');
    }
    if (!values.contactName.trim()) found['emergency_contact.name'] = t('events.signup.required');
    if (!values.contactPhone.trim()) found['emergency_contact.phone'] = t('events.signup.required');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (offerToKeep && keepUsual) saveUsual.mutate(typedUsual);
    onSubmit({
      role: values.role,
      character_id: values.characterId ? Number(values.characterId) : null,
      diet: values.diet.trim(),
      allergies: values.allergies.trim(),
      emergency_contact: { name: values.contactName.trim(), phone: values.contactPhone.trim() },
      photo_consent: values.photoConsent,
      note: values.note.trim(),
    });
  };

  const own = characters.data ?? [];
  const formName = signup ? t('events.signup.changeTitle') : t('events.signup.title');

  return (
    <form onSubmit={submit} noValidate aria-label={formName}>
      <Stack gap="sm">
        {signup ? null : (
          <Radio.Group
            label={t('events.signup.role')}
            value={values.role}
            onChange={(value) => set('role', value as SignupRole)}
          >
            <Stack gap={6} mt={4}>
              {roles.map((role) => (
                <Radio
                  key={role}
                  value={role}
                  label={t(`events.signup.roleOption.${role}`, {
                    price: format.price(event.price[role]),
                    xp: event.xp[role],
                  })}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {characters.isError ? (
          <Alert color="oxblood" role="alert">
            {t('events.signup.charactersFailed')}
          </Alert>
        ) : values.role === 'player' && characters.isSuccess && own.length === 0 ? (
          <Alert color="oxblood" variant="light" role="alert">
            {t('events.signup.noCharacters')}
          </Alert>
        ) : null}
        <NativeSelect
          label={t('events.signup.character')}
          description={
            values.role === 'player'
              ? t('events.signup.characterPlayerHint')
              : t('events.signup.characterCrewHint')
          }
          value={values.characterId}
          onChange={(e) => set('characterId', e.currentTarget.value)}
          data={[
            {
              value: '',
              label:
                values.role === 'player'
                  ? t('events.signup.chooseCharacter')
                  : t('events.signup.noCharacter'),
            },
            ...own.map((character) => ({ value: String(character.id), label: character.name })),
          ]}
          required={values.role === 'player'}
          error={problem('character_id')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('events.signup.contactName')}
            value={values.contactName}
            onChange={(e) => set('contactName', e.currentTarget.value)}
            maxLength={EVENT_LIMITS.contactName}
            autoComplete="off"
            required
            error={problem('emergency_contact.name')}
          />
          <TextInput
            label={t('events.signup.contactPhone')}
            type="tel"
            inputMode="tel"
            value={values.contactPhone}
            onChange={(e) => set('contactPhone', e.currentTarget.value)}
            maxLength={EVENT_LIMITS.contactPhone}
            autoComplete="off"
            required
            error={problem('emergency_contact.phone')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('events.signup.contactHint')}
          {retentionDays !== undefined
            ? ` ${t('eventLists.retention', { count: retentionDays })}`
            : null}
        </Text>
        <Textarea
          label={t('events.signup.diet')}
          value={values.diet}
          onChange={(e) => set('diet', e.currentTarget.value)}
          maxLength={EVENT_LIMITS.diet}
          autosize
          minRows={1}
          error={problem('diet')}
        />
        <Textarea
          label={t('events.signup.allergies')}
          value={values.allergies}
          onChange={(e) => set('allergies', e.currentTarget.value)}
          maxLength={EVENT_LIMITS.allergies}
          autosize
          minRows={1}
          error={problem('allergies')}
        />
        <Checkbox
          label={t('events.signup.photoConsent')}
          checked={values.photoConsent}
          onChange={(e) => set('photoConsent', e.currentTarget.checked)}
        />
        {offerToKeep ? (
          <Checkbox
            label={t('eventDefaults.keep')}
            description={t('eventDefaults.keepHint')}
            checked={keepUsual}
            onChange={(e) => setKeepUsual(e.currentTarget.checked)}
          />
        ) : null}
        <Textarea
          label={t('events.signup.note')}
          value={values.note}
          onChange={(e) => set('note', e.currentTarget.value)}
          maxLength={EVENT_LIMITS.note}
          autosize
          minRows={2}
          error={problem('note')}
        />
        {generalError ? (
          <Alert color="oxblood" role="alert">
            {generalError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {signup ? t('events.signup.save') : t('events.signup.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
