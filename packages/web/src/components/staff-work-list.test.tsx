import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../test/render-screen';
import { StaffWorkList } from './staff-work-list';

interface Signup {
  id: number;
  member: string;
  character: string;
  paid: boolean;
}

const signups: Signup[] = [
  { id: 1, member: 'Anna', character: 'Thorin', paid: true },
  { id: 2, member: 'Bo', character: 'Elwing', paid: false },
];

function Signups({ status = 'success' }: { status?: 'pending' | 'error' | 'success' }) {
  const [shown, setShown] = useState<'all' | 'unpaid'>('all');
  const rows = shown === 'unpaid' ? signups.filter((signup) => !signup.paid) : signups;
  return (
    <StaffWorkList
      id="signups"
      title="Tilmeldinger"
      count={rows.length}
      filters={[
        {
          label: 'Vis',
          value: shown,
          options: [
            { value: 'all', label: 'Alle' },
            { value: 'unpaid', label: 'Ikke betalt' },
          ],
          onChange: (value: 'all' | 'unpaid') => setShown(value),
        },
      ]}
      status={status}
      loadFailedText="Kunne ikke hente"
      emptyText="Ingen tilmeldinger"
      rows={rows}
      rowKey={(signup) => signup.id}
      character={(signup) => signup.character}
      member={(signup) => signup.member}
      state={(signup) => (signup.paid ? 'Betalt' : 'Mangler betaling')}
      actions={(signup) => <button type="button">Marker {signup.character} mødt</button>}
    />
  );
}

describe('StaffWorkList', () => {
  it('shows each row as a list item headed by its character, with member, state and actions', async () => {
    await renderScreen(<Signups />);
    const list = await screen.findByRole('list', { name: 'Tilmeldinger' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const thorin = within(list).getByRole('article', { name: 'Thorin' });
    expect(within(thorin).getByRole('heading', { name: 'Thorin' })).toBeTruthy();
    expect(within(thorin).getByText('Anna')).toBeTruthy();
    expect(within(thorin).getByText('Betalt')).toBeTruthy();
    expect(within(thorin).getByRole('button', { name: 'Marker Thorin mødt' })).toBeTruthy();
  });

  it('lets staff filter the rows', async () => {
    await renderScreen(<Signups />);
    await screen.findByRole('article', { name: 'Thorin' });
    fireEvent.click(screen.getByRole('radio', { name: 'Ikke betalt' }));
    expect(screen.queryByRole('article', { name: 'Thorin' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Elwing' })).toBeTruthy();
  });

  it('says so when there is nothing to do, and when the rows could not be read', async () => {
    const { unmount } = await renderScreen(<StaffWorkListEmpty />);
    expect(await screen.findByText('Ingen tilmeldinger')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    await renderScreen(<Signups status="error" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Kunne ikke hente');
  });
});

function StaffWorkListEmpty() {
  return (
    <StaffWorkList<Signup>
      id="signups"
      title="Tilmeldinger"
      status="success"
      loadFailedText="Kunne ikke hente"
      emptyText="Ingen tilmeldinger"
      rows={[]}
      rowKey={(signup) => signup.id}
      character={(signup) => signup.character}
      member={(signup) => signup.member}
    />
  );
}
