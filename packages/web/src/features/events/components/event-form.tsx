import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { SETTINGS_LIMITS } from '@club/shared/constants';
import { EVENT_ERROR_CODES, EVENT_LIMITS } from '@club/shared/contract/events-constants';
import type { EventCreate } from '@club/shared/contract/events';
import { isApiError } from '../../../api/api-error';
import { useErrorMessage } from '../../../api/use-error-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePaymentInstructions } from '../api/get-payment-instructions';
import { useSavePaymentInstructions } from '../api/save-payment-instructions';
import {
  problemForField,
  readEventForm,
  type EventField,
  type EventFormValues,
  type FieldProblem,
} from './event-form-model';
import { fieldErrorsOf } from './field-errors';

export interface EventFormProps {
  initial: EventFormValues;
  /** New events may be saved as a draft or published at once; edits keep their status. */
  mode: 'create' | 'edit';
  onSubmit: (body: Omit<EventCreate, 'status'>, publish: boolean) => void;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
}

/**
 * The board's event form: times in Danish time, places, prices and XP per role, and while
 * the event has a price, to whom members pay (the club's setting, set here or in Manage →
 * Club settings; a priced event is not published without it). Times in the past are
 * saved only after the board confirms them.
 */
export function EventForm({ initial, mode, onSubmit, busy, error, onCancel }: EventFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const instructions = usePaymentInstructions();
  const savePayee = useSavePaymentInstructions();
  const [payee, setPayee] = useState<string | null>(null);
  const payeeText = payee ?? instructions.data ?? '';
  const [pastConfirm, setPastConfirm] = useState<Parameters<typeof onSubmit> | null>(null);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<EventField, FieldProblem>>>({});
  // Which of the two submit buttons sent the form: read in the submit handler, so a ref.
  const publishRef = useRef(false);
  const [publish, setPublish] = useState(false);
  const choose = (value: boolean) => {
    publishRef.current = value;
    setPublish(value);
  };
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const serverFields = fieldErrorsOf(error);
  const problemText = (field: EventField) => {
    const problem =
      problems[field] ?? (serverFields[field] !== undefined ? problemForField(field) : undefined);
    return problem ? t(problem.key, problem.params) : null;
  };
  const refusedPayee = isApiError(error) && error.code === EVENT_ERROR_CODES.noPaymentInstructions;
  const generalError =
    error && (Object.keys(serverFields).length === 0 || refusedPayee)
      ? errorMessage(error, 'events.form.failed')
      : null;
  const priced = [values.price.player, values.price.crew].some((price) => Number(price) > 0);

  /** The payee first (when changed here), then the event that may need it. */
  const save = async (body: Omit<EventCreate, 'status'>, publish: boolean) => {
    if (payee !== null && payee.trim() !== (instructions.data ?? '')) {
      await savePayee.mutateAsync(payee.trim());
      setPayee(null);
    }
    onSubmit(body, publish);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readEventForm(values);
    setProblems(read.problems ?? {});
    if (!read.body) return;
    const inPast =
      Date.parse(read.body.starts_at) < Date.now() || Date.parse(read.body.ends_at) < Date.now();
    const changedTimes =
      mode === 'create' || values.startsAt !== initial.startsAt || values.endsAt !== initial.endsAt;
    if (inPast && changedTimes) {
      setPastConfirm([read.body, publishRef.current]);
      return;
    }
    void save(read.body, publishRef.current).catch(() => {
      // The payee's refusal shows below the field; the event was not sent.
    });
  };

  const perRole = (group: 'capacity' | 'price' | 'xp', max: number, suffix?: string) => (
    <Fieldset
      legend={t(`events.form.${group}`)}
      variant="unstyled"
      styles={{ legend: { fontWeight: 700 } }}
    >
      <SimpleGrid cols={2} spacing="sm">
        {(['player', 'crew'] as const).map((role) => (
          <NumberInput
            key={role}
            label={t(`events.form.${group}For.${role}`)}
            value={values[group][role]}
            onChange={(value) => set(group, { ...values[group], [role]: value })}
            min={0}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            suffix={suffix}
            error={problemText(`${group}.${role}`)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={submit} noValidate aria-label={t(`events.form.${mode}Title`)}>
        <Stack gap="md">
          <TextInput
            label={t('events.form.title')}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            maxLength={EVENT_LIMITS.title}
            required
            error={problemText('title')}
          />
          <TextInput
            label={t('events.form.location')}
            value={values.location}
            onChange={(e) => set('location', e.currentTarget.value)}
            maxLength={EVENT_LIMITS.location}
            error={problemText('location')}
          />
          <Textarea
            label={t('events.form.description')}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            maxLength={EVENT_LIMITS.description}
            autosize
            minRows={4}
            error={problemText('description')}
          />
          <Text size="sm" c="dimmed">
            {t('events.form.timeHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="datetime-local"
              label={t('events.form.startsAt')}
              value={values.startsAt}
              onChange={(e) => set('startsAt', e.currentTarget.value)}
              required
              error={problemText('starts_at')}
            />
            <TextInput
              type="datetime-local"
              label={t('events.form.endsAt')}
              value={values.endsAt}
              onChange={(e) => set('endsAt', e.currentTarget.value)}
              required
              error={problemText('ends_at')}
            />
            <TextInput
              type="datetime-local"
              label={t('events.form.signupOpensAt')}
              description={t('events.form.signupOpensHint')}
              value={values.signupOpensAt}
              onChange={(e) => set('signupOpensAt', e.currentTarget.value)}
              error={problemText('signup_opens_at')}
            />
            <TextInput
              type="datetime-local"
              label={t('events.form.signupClosesAt')}
              description={t('events.form.signupClosesHint')}
              value={values.signupClosesAt}
              onChange={(e) => set('signupClosesAt', e.currentTarget.value)}
              error={problemText('signup_closes_at')}
            />
          </SimpleGrid>
          {perRole('capacity', EVENT_LIMITS.maxCapacity)}
          {perRole('price', EVENT_LIMITS.maxPrice, ' kr.')}
          {priced ? (
            <Textarea
              label={t('events.form.paymentInstructions')}
              description={t('events.form.paymentInstructionsHint')}
              placeholder={t('settings.payment.placeholder')}
              value={payeeText}
              onChange={(e) => setPayee(e.currentTarget.value)}
              maxLength={SETTINGS_LIMITS.paymentInstructionsMaxLength}
              autosize
              minRows={2}
              error={
                savePayee.isError
                  ? errorMessage(savePayee.error, 'settings.payment.failed')
                  : refusedPayee && !payeeText.trim()
                    ? t('events.form.paymentInstructionsRequired')
                    : null
              }
            />
          ) : null}
          {perRole('xp', EVENT_LIMITS.maxXp)}
          <NumberInput
            label={t('reports.form.xpReport')}
            description={t('reports.form.xpReportHint')}
            value={values.xpReport}
            onChange={(value) => set('xpReport', value)}
            min={0}
            max={EVENT_LIMITS.maxXp}
            allowDecimal={false}
            allowNegative={false}
            error={problemText('xp.report')}
            maw={280}
          />
          <NumberInput
            label={t('events.form.minAge')}
            description={t('events.form.minAgeHint')}
            value={values.minAge}
            onChange={(value) => set('minAge', value)}
            min={1}
            max={EVENT_LIMITS.maxMinAge}
            allowDecimal={false}
            allowNegative={false}
            error={problemText('min_age')}
            maw={280}
          />
          <Checkbox
            label={t('events.form.guardianRequired')}
            description={t('events.form.guardianRequiredHint')}
            checked={values.guardianRequired}
            onChange={(e) => set('guardianRequired', e.currentTarget.checked)}
          />
          {Object.keys(problems).length > 0 ? (
            <Alert color="oxblood" role="alert">
              {t('events.form.fixProblems')}
            </Alert>
          ) : null}
          {generalError ? (
            <Alert color="oxblood" role="alert">
              {generalError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            {mode === 'create' ? (
              <>
                <Button
                  type="submit"
                  variant="outline"
                  loading={(busy || savePayee.isPending) && !publish}
                  onClick={() => choose(false)}
                >
                  {t('events.form.saveDraft')}
                </Button>
                <Button
                  type="submit"
                  loading={(busy || savePayee.isPending) && publish}
                  onClick={() => choose(true)}
                >
                  {t('events.form.savePublish')}
                </Button>
              </>
            ) : (
              <Button type="submit" loading={busy || savePayee.isPending}>
                {t('events.form.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={pastConfirm !== null}
        title={t('events.form.pastTitle')}
        message={t('events.form.pastMessage')}
        confirmLabel={t('events.form.pastConfirm')}
        cancelLabel={t('events.form.pastBack')}
        tone="neutral"
        busy={busy || savePayee.isPending}
        error={null}
        onCancel={() => setPastConfirm(null)}
        onConfirm={() => {
          const chosen = pastConfirm;
          setPastConfirm(null);
          if (chosen) void save(...chosen).catch(() => {});
        }}
      />
    </Paper>
  );
}
