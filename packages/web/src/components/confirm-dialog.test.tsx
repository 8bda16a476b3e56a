import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../test/render-screen';
import { ConfirmDialog } from './confirm-dialog';

async function confirmButton(tone?: 'danger' | 'neutral') {
  await renderScreen(
    <ConfirmDialog
      opened
      title="Giv XP?"
      message="Thorin får 3 XP."
      confirmLabel="Giv XP"
      cancelLabel="Annuller"
      onConfirm={() => {}}
      onCancel={() => {}}
      tone={tone}
    />,
  );
  return screen.findByRole('button', { name: 'Giv XP' });
}

describe('ConfirmDialog', () => {
  it('is red for what takes something away', async () => {
    expect((await confirmButton()).getAttribute('style')).toContain('red');
  });

  it('is not red for a harmless action such as giving XP', async () => {
    expect((await confirmButton('neutral')).getAttribute('style') ?? '').not.toContain('red');
  });
});
