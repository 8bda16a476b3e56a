import * as firstReads from './first-reads';
import { query, type Id } from './path-parts';

export const characters = {
  ...firstReads.characters,
  list: 'characters',
  xp: (id: Id) => `characters/${id}/xp`,
  print: (id: Id) => `characters/${id}/print`,
  professions: (id: Id) => `characters/${id}/professions`,
  canRemoveProfession: (id: Id, professionId: Id) =>
    `characters/${id}/professions/${professionId}/can-remove`,
  setActive: (id: Id) => `characters/${id}/set-active`,
  allowUpdate: (id: Id) => `characters/${id}/allow-update`,
  organizerAbilities: (id: Id) => `characters/${id}/organizer-abilities`,
  changeRequests: (id: Id) => `characters/${id}/change-requests`,
  review: (id: Id) => `characters/${id}/review`,
  background: (id: Id) => `characters/${id}/background`,
  submitBackground: (id: Id) => `characters/${id}/background/submit`,
  reviewBackground: (id: Id) => `characters/${id}/background/review`,
  comments: (id: Id) => `characters/${id}/comments`,
  story: (id: Id) => `characters/${id}/story`,
  /** Staff: characters whose saved sheet the rules no longer allow. */
  needsReview: 'characters/needs-review',
  /** Staff: the sheets of an event's confirmed players, of some members, or of everyone. */
  printSheets: (of: { eventId: number } | { userIds: readonly number[] } | 'active') =>
    of === 'active'
      ? 'characters/print'
      : 'eventId' in of
        ? `characters/print${query({ event_id: of.eventId })}`
        : `characters/print?user_ids=${of.userIds.join(',')}`,
  /** The active character's special abilities of one type (the languages it knows). */
  activeSpecialAbilities: (type: string) => `characters/active/special-abilities${query({ type })}`,
};

export const avatarUpload = 'avatar-upload';
