import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import type { Event } from '@club/shared/contract/events';
import { useCreateSignup } from '../api/create-signup';
import { useNow } from '../hooks/use-now';
import { FamilySignupPanel } from './family-signup';
import { MySignup } from './my-signup';
import { SignupForm } from './signup-form';
import { useEventFormat } from './use-event-format';

/** The member's part of the event page: their sign-up, the form, or why there is none. */
export function SignupSection({ event }: { event: Event }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const create = useCreateSignup(event.id);
  const now = useNow();
  const mine = event.my_signup;
  const title = mine ? t('events.mine.title') : t('events.signup.title');

  let body: ReactNode;
  if (mine) {
    body = <MySignup event={event} signup={mine} />;
  } else if (event.signup_open) {
    body = (
      <>
        <FamilySignupPanel event={event} />
        <SignupForm
          event={event}
          signup={null}
          busy={create.isPending}
          error={create.error}
          onSubmit={(signup) =>
            create.mutate(signup, {
              onSuccess: ({ signup: made }) =>
                notifications.show({
                  color: 'green',
                  message:
                    made.status === 'confirmed'
                      ? t('events.signup.doneConfirmed')
                      : t('events.signup.doneWaitlisted', {
                          position: made.waitlist_position ?? 0,
                        }),
                }),
            })
          }
        />
      </>
    );
  } else {
    const opensLater =
      event.status === 'published' &&
      event.signup_opens_at !== null &&
      Date.parse(event.signup_opens_at) > now;
    body = (
      <Text>
        {event.status === 'cancelled'
          ? t('events.signup.eventCancelled')
          : event.status === 'settled'
            ? t('events.signup.eventSettled')
            : event.status === 'draft'
              ? t('events.signup.draft')
              : opensLater
                ? t('events.signup.opensAt', { at: format.dateTime(event.signup_opens_at ?? '') })
                : t('events.signup.closed')}
      </Text>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      id="signup"
      aria-labelledby="signup-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="signup-title">
          {title}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
