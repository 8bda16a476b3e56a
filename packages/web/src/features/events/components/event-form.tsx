import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Alert,
  Button,
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
import { EVENT_LIMITS } from '@club/shared/contract/events-constants';
import type { EventCreate } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
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

/** The board's event form: times in Danish time, places, prices and XP per role. */
export function EventForm({ initial, mode, onSubmit, busy, error, onCancel }: EventFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
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
  const generalError =
    error && Object.keys(serverFields).length === 0
      ? errorMessage(error, 'events.form.failed')
      : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readEventForm(values);
    setProblems(read.problems ?? {});
    if (read.body) onSubmit(read.body, publishRef.current);
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
                  loading={busy && !publish}
                  onClick={() => choose(false)}
                >
                  {t('events.form.saveDraft')}
                </Button>
                <Button type="submit" loading={busy && publish} onClick={() => choose(true)}>
                  {t('events.form.savePublish')}
                </Button>
              </>
            ) : (
              <Button type="submit" loading={busy}>
                {t('events.form.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
