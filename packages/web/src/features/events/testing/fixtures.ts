import type { Event, EventsResponse, Signup, StaffSignup } from '@club/shared/contract/events';

/** A published event with open sign-up, as GET events/{id} answers; override what a test needs. */
export function event(overrides: Partial<Event> = {}): Event {
  return {
    id: 3,
    title: 'Slaget ved Ravnekløften',
    description: 'En weekend i skoven.',
    location: 'Ravnsholt Skov',
    starts_at: '2099-03-13T10:00:00+01:00',
    ends_at: '2099-03-14T15:00:00+01:00',
    signup_opens_at: null,
    signup_closes_at: null,
    status: 'published',
    capacity: { player: 40, crew: 10 },
    price: { player: 350, crew: 150 },
    xp: { player: 10, crew: 5, report: 0 },
    counts: { player: 12, crew: 2, waitlist: 0 },
    signup_open: true,
    my_signup: null,
    min_age: null,
    guardian_required: false,
    totals: null,
    settled_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function signup(overrides: Partial<Signup> = {}): Signup {
  return {
    id: 21,
    event_id: 3,
    status: 'confirmed',
    waitlist_position: null,
    role: 'player',
    character_id: 5,
    character_name: 'Bjørn Bredøkse',
    payment_status: 'unpaid',
    amount_due: 350,
    paid_amount: 0,
    amount_owed: 350,
    refund_due: 0,
    payment_note: null,
    payment_reference: 'RAVN-7Q4K',
    ticket_code: 'ticket-abc',
    diet: '',
    allergies: '',
    emergency_contact: { name: 'Sigrid', phone: '12345678' },
    photo_consent: true,
    note: '',
    minor: false,
    participation_consent: 'not_needed',
    awaiting_consent: false,
    checked_in_at: null,
    checked_out_at: null,
    created_at: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function staffSignup(overrides: Partial<StaffSignup> = {}): StaffSignup {
  return {
    ...signup(),
    user_id: 7,
    user_name: 'Freja Ravnsdatter',
    guest: false,
    guest_phone: null,
    character_needs_review: false,
    message_waiting: false,
    guardians: [],
    ...overrides,
  };
}

export const ownCharacters = {
  characters: [
    { id: 5, name: 'Bjørn Bredøkse' },
    { id: 6, name: 'Ulla Urtekone' },
  ],
  races: [],
  classes: [],
  raceClasses: [],
};

/** GET events as the server answers it, from full events: each one's own sign-up moved out. */
export function eventsAnswer(events: Event[]): EventsResponse {
  return {
    events: events.map(({ my_signup: _mine, ...summary }) => summary),
    my_signups: events.flatMap((e) => (e.my_signup ? [{ ...e.my_signup, event_id: e.id }] : [])),
  };
}
