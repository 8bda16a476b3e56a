import { useTranslation } from '../../../i18n/use-translation';
import { Button, Group, List, Text } from '@mantine/core';
import type { NeedsReviewCharacter } from '@club/shared/contract/review';
import { REVIEW_NOTE_MAX } from '@club/shared/contract/review-constants';
import {
  StaffNoteForm,
  StaffRowError,
  StaffWorkList,
  useStaffRowAction,
} from '../../../components/staff-work-list';
import { useNeedsReview } from '../api/get-needs-review';
import { useResolveReview } from '../api/resolve-review';
import { reviewReasonText } from '../../../lib/review-reason-text';

/**
 * Staff's list of characters under review (user management): each with its reasons, and
 * the two ways to resolve it: unlock the sheet for the member to rebuild, or accept it.
 */
export function NeedsReviewPanel() {
  const { t } = useTranslation();
  const query = useNeedsReview();
  const characters = query.data?.characters ?? [];
  return (
    <StaffWorkList
      id="needs-review"
      title={t('review.staff.title')}
      count={query.data ? characters.length : null}
      status={query.status}
      loadFailedText={t('review.staff.loadFailed')}
      emptyText={t('review.staff.none')}
      rows={characters}
      rowKey={(character) => character.id}
      character={(character) => character.name}
      member={(character) =>
        t('review.staff.owner', {
          user: character.user_name,
          race: character.race_name,
          className: character.class_name,
        })
      }
      state={(character) => (
        <>
          <List size="sm" spacing={2}>
            {character.reasons.map((reason) => (
              <List.Item key={`${reason.code}:${JSON.stringify(reason.params)}`}>
                {reviewReasonText(t, reason)}
              </List.Item>
            ))}
          </List>
          {character.allow_update === 1 ? (
            <Text size="xs" c="dimmed">
              {t('review.staff.alreadyOpen')}
            </Text>
          ) : null}
        </>
      )}
      actions={(character) => <ReviewActions character={character} />}
    />
  );
}

type ResolveBody = { action: 'unlock' } | { action: 'accept'; note: string };

/** Unlock the sheet for the member to rebuild, or accept it as it stands with a note. */
function ReviewActions({ character }: { character: NeedsReviewCharacter }) {
  const { t } = useTranslation();
  const resolve = useResolveReview();
  const action = useStaffRowAction(
    (body: ResolveBody, callbacks) =>
      resolve.mutate({ characterId: character.id, body }, callbacks),
    (body) => t(`review.staff.${body.action}ed`, { name: character.name }),
    'review.staff.failed',
  );
  const run = action.run;

  return (
    <>
      {action.asking ? (
        <StaffNoteForm
          note={action.note}
          onNoteChange={action.setNote}
          label={t('review.staff.noteLabel', { name: character.name })}
          maxLength={REVIEW_NOTE_MAX}
          confirmLabel={t('review.staff.acceptConfirm')}
          busy={resolve.isPending}
          requiredText={t('review.staff.noteRequired')}
          onConfirm={(note) => run({ action: 'accept', note })}
          onInvalid={action.setError}
          onCancel={() => action.setAsking(false)}
        />
      ) : (
        <Group gap="xs">
          <Button
            size="xs"
            onClick={() => run({ action: 'unlock' })}
            loading={resolve.isPending}
            disabled={character.allow_update === 1}
            aria-label={t('review.staff.unlockFor', { name: character.name })}
          >
            {t('review.staff.unlock')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => action.setAsking(true)}
            aria-label={t('review.staff.acceptFor', { name: character.name })}
          >
            {t('review.staff.accept')}
          </Button>
        </Group>
      )}
      <StaffRowError error={action.error} />
    </>
  );
}
