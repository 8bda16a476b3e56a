import type { ReactNode } from 'react';
import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AccountExport } from '@club/shared/contract/account';
import type { Notification } from '@club/shared/contract/notifications';
import { useErrorMessage } from '../../api/use-error-message';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useDateFormat } from '../../lib/date-format';
import { useSession } from '../../lib/session';
import { useMyData } from './api/get-my-data';
import { MyData } from './components/my-data';

type Character = AccountExport['characters'][number];
type SignupRow = AccountExport['signups'][number];

/**
 * "Mine data" as a page (/account/my-data): everything the club holds about the member,
 * each part under its own name in the member's language, as the JSON file holds it. The
 * file is one click away at the top.
 */
export function MyDataScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const data = useMyData();
  return (
    <Stack gap="md" maw={860}>
      <Anchor component={Link} to={paths.account} size="sm" className="club-tap">
        {t('myData.back')}
      </Anchor>
      <ScreenHeader title={t('myData.title')} intro={t('myData.intro')} />
      {user ? <MyData user={user} /> : null}
      {data.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : data.isError ? (
        <LoadError
          message={errorMessage(data.error, 'account.data.failed')}
          onRetry={() => void data.refetch()}
        />
      ) : (
        <Sections data={data.data} />
      )}
    </Stack>
  );
}

function Sections({ data }: { data: AccountExport }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const yesNo = (value: boolean) => (value ? t('myData.yes') : t('myData.no'));
  const defaults = data.event_defaults;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('myData.exportedAt', { at: format.dateTime(data.exported_at) })}
      </Text>
      <Section id="my-data-account" title={t('myData.account.title')}>
        <Facts
          rows={[
            [t('myData.account.name'), data.account.name],
            [t('myData.account.email'), data.account.email],
            [
              t('myData.account.role'),
              t(`users.roles.${data.account.role}`, { defaultValue: data.account.role }),
            ],
            [t('myData.account.created'), format.date(data.account.created_at)],
          ]}
        />
      </Section>
      <Section id="my-data-preferences" title={t('myData.preferences.title')}>
        <Facts
          rows={[
            [t('myData.preferences.language'), t(`language.${data.preferences.language}`)],
            ...Object.entries(data.preferences.mail).map(
              ([kind, on]) =>
                [t(`notifications.kinds.${kind}`, { defaultValue: kind }), yesNo(on)] as const,
            ),
          ]}
        />
      </Section>
      <Section id="my-data-defaults" title={t('myData.defaults.title')}>
        {defaults ? (
          <Facts
            rows={[
              [t('events.signup.diet'), defaults.diet || '—'],
              [t('events.signup.allergies'), defaults.allergies || '—'],
              [
                t('myData.defaults.contact'),
                defaults.emergency_contact
                  ? `${defaults.emergency_contact.name}, ${defaults.emergency_contact.phone}`
                  : '—',
              ],
            ]}
          />
        ) : (
          <None />
        )}
      </Section>
      <Section id="my-data-characters" title={t('myData.characters.title')}>
        {data.characters.length === 0 ? (
          <None />
        ) : (
          data.characters.map((character) => (
            <CharacterPart key={character.id} character={character} />
          ))
        )}
      </Section>
      <Section id="my-data-signups" title={t('myData.signups.title')}>
        {data.signups.length === 0 ? (
          <None />
        ) : (
          data.signups.map((signup) => (
            <SignupPart
              key={`${signup.event_id}-${signup.created_at}`}
              signup={signup}
              characters={data.characters}
            />
          ))
        )}
      </Section>
      <Section id="my-data-reports" title={t('myData.reports.title')}>
        {data.reports.length === 0 ? (
          <None />
        ) : (
          data.reports.map((report) => (
            <Part key={report.id} title={report.event_title}>
              <Facts
                rows={[
                  [
                    t('myData.reports.status'),
                    t(`reports.status.${report.status}`, { defaultValue: report.status }),
                  ],
                  [t('myData.reports.written'), format.date(report.created_at)],
                  ...(report.review_comment
                    ? [[t('myData.reports.comment'), report.review_comment] as const]
                    : []),
                ]}
              />
              <Body text={report.text} />
            </Part>
          ))
        )}
      </Section>
      <Section id="my-data-comments" title={t('myData.commentsWritten.title')}>
        {data.comments_written.length === 0 ? (
          <None />
        ) : (
          data.comments_written.map((comment) => (
            <Part key={comment.id} title={format.dateTime(comment.created_at)}>
              <Body text={comment.text} />
            </Part>
          ))
        )}
      </Section>
      <Section id="my-data-inbox" title={t('myData.inbox.title')}>
        {data.notifications.length === 0 ? (
          <None />
        ) : (
          <Stack gap={4} component="ul" m={0} pl="md">
            {data.notifications.map((note) => (
              <InboxLine key={note.id} note={note} />
            ))}
          </Stack>
        )}
      </Section>
    </>
  );
}

function CharacterPart({ character }: { character: Character }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const reason = (row: Character['xp']['ledger'][number]) =>
    row.reason_key
      ? t(row.reason_key, { ...row.reason_params, defaultValue: row.reason })
      : row.reason;
  return (
    <Part title={character.name}>
      <Facts
        rows={[
          [t('myData.characters.race'), character.race],
          [t('myData.characters.class'), character.class],
          [t('myData.characters.active'), character.is_active ? t('myData.yes') : t('myData.no')],
          [t('myData.characters.created'), format.date(character.created_at)],
          [t('myData.characters.professions'), character.professions.join(', ') || '—'],
          [t('myData.characters.xp'), String(character.xp.total)],
        ]}
      />
      <Title order={4} size="h6">
        {t('myData.characters.sheet')}
      </Title>
      {character.sheet.length === 0 ? (
        <None />
      ) : (
        <Stack gap={0} component="ul" m={0} pl="md">
          {character.sheet.map((row) => (
            <Text component="li" size="sm" key={`${row.profession}-${row.ability}`}>
              {row.profession}: {row.ability}
              {row.special_ability ? ` (${row.special_ability})` : ''}
            </Text>
          ))}
        </Stack>
      )}
      <Title order={4} size="h6">
        {t('myData.characters.ledger')}
      </Title>
      <Stack gap={0} component="ul" m={0} pl="md">
        {character.xp.ledger.map((row, index) => (
          <Text component="li" size="sm" key={index}>
            {format.date(row.created_at)}: {row.amount > 0 ? `+${row.amount}` : row.amount} XP –{' '}
            {reason(row)}
          </Text>
        ))}
      </Stack>
      <Title order={4} size="h6">
        {t('myData.characters.background')}
      </Title>
      <Text size="sm">
        {t(`backgrounds.status.${character.background.status}`, {
          defaultValue: character.background.status,
        })}
      </Text>
      {character.background.text ? <Body text={character.background.text} /> : null}
      {character.comments.length > 0 ? (
        <>
          <Title order={4} size="h6">
            {t('myData.characters.comments')}
          </Title>
          {character.comments.map((comment) => (
            <Text size="sm" key={comment.id} style={{ whiteSpace: 'pre-wrap' }}>
              {format.dateTime(comment.created_at)} –{' '}
              {comment.author_name ?? t('myData.formerMember')}: {comment.text}
            </Text>
          ))}
        </>
      ) : null}
      {character.change_requests.length > 0 ? (
        <>
          <Title order={4} size="h6">
            {t('myData.characters.changeRequests')}
          </Title>
          {character.change_requests.map((request) => (
            <Text size="sm" key={request.created_at} style={{ whiteSpace: 'pre-wrap' }}>
              {format.date(request.created_at)} (
              {t(`myData.characters.requestStatus.${request.status}`, {
                defaultValue: request.status,
              })}
              ): {request.message}
              {request.reason ? ` – ${request.reason}` : ''}
            </Text>
          ))}
        </>
      ) : null}
    </Part>
  );
}

function SignupPart({ signup, characters }: { signup: SignupRow; characters: Character[] }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const kr = (amount: number) => t('events.kroner', { amount });
  const character = characters.find((row) => row.id === signup.character_id)?.name;
  return (
    <Part title={`${signup.event_title} · ${format.date(signup.event_starts_at)}`}>
      <Facts
        rows={[
          [
            t('myData.signups.role'),
            t(`eventLists.role.${signup.role}`, { defaultValue: signup.role }),
          ],
          [
            t('myData.signups.status'),
            t(`myData.signups.statuses.${signup.status}`, { defaultValue: signup.status }),
          ],
          [t('events.signup.character'), character ?? '—'],
          [t('events.signup.diet'), signup.diet || '—'],
          [t('events.signup.allergies'), signup.allergies || '—'],
          [
            t('myData.defaults.contact'),
            signup.emergency_contact
              ? `${signup.emergency_contact.name}, ${signup.emergency_contact.phone}`
              : '—',
          ],
          [t('myData.signups.photo'), signup.photo_consent ? t('myData.yes') : t('myData.no')],
          [t('events.signup.note'), signup.note || '—'],
          [
            t('myData.signups.payment'),
            `${t(`events.payment.${signup.payment_status}`, { defaultValue: signup.payment_status })} (${t('myData.signups.paidOf', { paid: kr(signup.paid_amount), due: kr(signup.amount_due) })})`,
          ],
          ...signup.payments.map(
            (entry) =>
              [
                format.date(entry.created_at),
                entry.amount < 0
                  ? t('payments.refundAmount', { amount: kr(-entry.amount) })
                  : kr(entry.amount),
              ] as const,
          ),
          [
            t('myData.signups.arrived'),
            signup.checked_in_at ? format.dateTime(signup.checked_in_at) : '—',
          ],
        ]}
      />
      {signup.messages.length > 0 ? (
        <>
          <Title order={4} size="h6">
            {t('eventMessages.writeToOrganizers')}
          </Title>
          {signup.messages.map((message) => (
            <Text size="sm" key={message.created_at} style={{ whiteSpace: 'pre-wrap' }}>
              {format.dateTime(message.created_at)} –{' '}
              {message.from_staff ? t('eventMessages.organizers') : t('eventMessages.fromYou')}:{' '}
              {message.body}
            </Text>
          ))}
        </>
      ) : null}
    </Part>
  );
}

function InboxLine({ note }: { note: Notification }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <Text component="li" size="sm">
      {format.dateTime(note.created_at)}: {t(`notifications.kinds.${note.kind}`)}
      {note.read_at ? '' : ` (${t('myData.inbox.unread')})`}
    </Text>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="article" pb="xs">
      <Group gap="xs">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  );
}

function Facts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Stack gap={2} component="dl" m={0}>
      {rows.map(([label, value], index) => (
        <Group key={`${label}-${index}`} gap="xs" wrap="wrap" align="baseline">
          <Text component="dt" size="sm" fw={700}>
            {label}:
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Body({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

function None() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('myData.none')}
    </Text>
  );
}
