import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@club/shared/contract/auth';
import type { LanguageDocument } from '@club/shared/contract/documents';
import type { Language } from '@club/shared/contract/languages';
import { apiError, mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { testUsers } from '../../test/render-screen';
import { DocumentScreen } from './document-screen';

const TTF_BYTES = new Uint8Array([0x00, 0x01, 0x00, 0x00, 0x00, 0x0b, 0x00, 0x80]);

const elvish: Language = {
  id: 2,
  name: 'Elvisk',
  sampleText: '',
  link: '/api/languages/2/download',
  has_font: 1,
};

const letter: LanguageDocument = {
  id: 12,
  language_id: 2,
  title: 'Brev fra Lysskoven',
  body: '# Til vogterne\n\nKom *straks*.\n\n<script>window.hacked = true</script>',
  visible: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  class FakeFontFace {
    constructor(readonly family: string) {}
    load() {
      return Promise.resolve(this);
    }
  }
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', { configurable: true, value: { add: () => {} } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function routes(answer: () => unknown) {
  return {
    'GET languages': () => [elvish],
    'GET documents/12': answer,
    'GET languages/2/font': () =>
      new Response(TTF_BYTES, { headers: { 'content-type': 'font/ttf' } }),
  };
}

function open(user: User = testUsers.member) {
  return renderRoutes(
    [{ path: '/languages/:languageId/documents/:documentId', Component: DocumentScreen }],
    {
      path: '/languages/2/documents/12',
      user,
    },
  );
}

describe('DocumentScreen', () => {
  it('shows a reader the document in the script, with the script key and never the Latin letters', async () => {
    mockApi(routes(() => letter));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    await open();

    const sheet = await screen.findByRole('img', {
      name: 'Dokumentet »Brev fra Lysskoven« skrevet med Elvisk-skrift',
    });
    await waitFor(() => expect(sheet.style.fontFamily).toContain('club-language-2'));
    expect(screen.getByRole('heading', { level: 1, name: 'Brev fra Lysskoven' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Skriftnøgle' })).toBeTruthy();
    // The letters are set only in the script: on the sheet and on the (hidden) print sheet.
    const printed = screen.getByTestId('document-print');
    const spelled = screen.getAllByText(/Kom/);
    expect(spelled.length).toBeGreaterThan(0);
    for (const element of spelled)
      expect(sheet.contains(element) || printed.contains(element)).toBe(true);
    expect(printed.querySelector('table')?.style.fontFamily).toContain('club-language-2');
    expect(screen.queryByRole('region', { name: /latinske bogstaver/ })).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(sheet.textContent).toContain('<script>window.hacked = true</script>');

    await user.click(screen.getByRole('switch', { name: 'Større bogstaver' }));
    expect(sheet.getAttribute('data-size')).toBe('large');

    expect(printed.parentElement).toBe(document.body);
    expect(printed.querySelector('thead')?.textContent).toBe('Brev fra Lysskoven');
    await user.click(screen.getByRole('button', { name: 'Udskriv' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('tells a member whose character does not know the language, and shows none of it', async () => {
    mockApi(
      routes(() =>
        apiError(403, 'errors.languageNotKnown', 'Your character does not know this language.'),
      ),
    );
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Din figur kender ikke dette sprog.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Skrevet på Elvisk');
    expect(screen.queryByRole('button', { name: 'Udskriv' })).toBeNull();
  });

  it('says a missing or hidden document does not exist', async () => {
    mockApi(routes(() => apiError(404, 'errors.notFound', 'Document not found')));
    await open();
    expect(await screen.findByText('Dokumentet findes ikke')).toBeTruthy();
  });

  it('shows staff the script and the Latin text side by side, with the staff note', async () => {
    mockApi(routes(() => ({ ...letter, visible: 0, staff_note: 'Gives ved vadestedet' })));
    await open(testUsers.board);

    const latin = await screen.findByRole('region', { name: /latinske bogstaver/ });
    expect(
      await within(latin).findByRole('heading', { level: 3, name: 'Til vogterne' }),
    ).toBeTruthy();
    expect(within(latin).getByText('straks').tagName).toBe('EM');
    expect(latin.textContent).toContain('<script>window.hacked = true</script>');
    expect(document.querySelector('script')).toBeNull();
    const script = screen.getByRole('region', { name: 'I skriften' });
    expect(await within(script).findByRole('img', { name: /Elvisk-skrift/ })).toBeTruthy();
    expect(screen.getByText('Gives ved vadestedet')).toBeTruthy();
    expect(screen.getByText('Skjult')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rediger' })).toBeTruthy();
  });

  it('shows a reader no Latin letters when the language has no font to draw them with', async () => {
    mockApi({
      ...routes(() => letter),
      'GET languages': () => [{ ...elvish, has_font: 0, link: null }],
    });
    await open();
    expect(await screen.findByText(/Sproget har ingen skrifttype her/)).toBeTruthy();
    expect(screen.queryByText(/Kom/)).toBeNull();
    expect(screen.queryByTestId('document-print')).toBeNull();
  });

  it('lets the board change the document and delete it, then return to the languages', async () => {
    let saved: unknown = null;
    const calls = mockApi({
      ...routes(() => ({ ...letter, staff_note: '' })),
      'PUT documents/12': ({ body }) => {
        saved = body;
        return { ...letter, ...(body as object), staff_note: '' };
      },
      'DELETE documents/12': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = await renderRoutes(
      [
        { path: '/languages/:languageId/documents/:documentId', Component: DocumentScreen },
        { path: '/languages', element: <p>Sprogene</p> },
      ],
      { path: '/languages/2/documents/12', user: testUsers.board },
    );

    await user.click(await screen.findByRole('button', { name: 'Rediger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger »Brev fra Lysskoven«' });
    const title = within(dialog).getByRole('textbox', { name: /Titel/ });
    await user.clear(title);
    await user.type(title, 'Brev fra dronningen');
    await user.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brev fra dronningen' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toMatchObject({ title: 'Brev fra dronningen', body: letter.body, visible: true });

    await user.click(screen.getByRole('button', { name: 'Rediger' }));
    await user.click(await screen.findByRole('button', { name: 'Slet dokument' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slet dokumentet?' });
    await user.click(within(confirm).getByRole('button', { name: 'Slet dokument' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/languages'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'documents/12')).toBe(true);
  });
});
