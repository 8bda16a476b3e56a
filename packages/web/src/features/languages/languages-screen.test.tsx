import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@club/shared/contract/languages';
import type { ActiveSpecialAbilitiesResponse } from '@club/shared/contract/characters';
import type { DocumentsResponse } from '@club/shared/contract/documents';
import { apiError, mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { LanguagesScreen } from './languages-screen';

// The first bytes of a TrueType file: sfnt version 1.0.
const TTF_BYTES = new Uint8Array([0x00, 0x01, 0x00, 0x00, 0x00, 0x0b, 0x00, 0x80]);

function fontResponse(): Response {
  return new Response(TTF_BYTES, { headers: { 'content-type': 'font/ttf' } });
}

const dwarvish: Language = {
  id: 1,
  name: 'Gammel Dværgisk',
  sampleText: 'Hammer og ambolt',
  link: '/api/languages/1/download',
  has_font: 1,
};
const elvish: Language = {
  id: 2,
  name: 'Elvisk',
  sampleText: '',
  link: '/api/languages/2/download',
  has_font: 1,
};
const orcish: Language = {
  id: 3,
  name: 'Orkisk',
  sampleText: 'Blod og jern',
  link: null,
  has_font: 0,
};
const shared: Language = {
  id: 4,
  name: 'Havfolkets tunge',
  sampleText: 'Bølger',
  link: 'https://drive.google.com/file/d/abc/view',
  has_font: 0,
};

const knowsDwarvish: ActiveSpecialAbilitiesResponse = [
  { id: 40, name: 'gammel dværgisk', type: 'Sprog' },
];

const letters: DocumentsResponse = [
  {
    id: 11,
    language_id: 1,
    title: 'Indskrift over porten',
    visible: 1,
    readable: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 12,
    language_id: 2,
    title: 'Brev fra Lysskoven',
    visible: 1,
    readable: 0,
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 13,
    language_id: 2,
    title: 'Forberedt rulle',
    visible: 0,
    readable: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
  },
];

const addedFaces: { family: string; size: number }[] = [];

beforeEach(() => {
  addedFaces.length = 0;
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: ArrayBuffer,
    ) {}
    load() {
      return Promise.resolve(this);
    }
  }
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      add: (face: FakeFontFace) =>
        addedFaces.push({ family: face.family, size: face.source.byteLength }),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function routes(known: ActiveSpecialAbilitiesResponse = knowsDwarvish) {
  return {
    'GET languages': () => [elvish, dwarvish, shared, orcish],
    'GET characters/active/special-abilities?type=Sprog': () => known,
    'GET documents': () => letters.filter((d) => d.visible === 1),
    'GET languages/1/font': fontResponse,
    'GET languages/2/font': fontResponse,
  };
}

describe('LanguagesScreen', () => {
  it('renders the sample text in the font loaded from the server', async () => {
    const calls = mockApi(routes());
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    const elvishCard = await screen.findByRole('article', { name: 'Elvisk' });

    const sample = await within(elvishCard).findByRole('img', { name: /Elvisk-skrift/ });
    await waitFor(() => expect(sample.style.fontFamily).toContain('club-language-2'));
    expect(sample.textContent).toBe('Lorem ipsum dolor sit amet');
    expect(addedFaces).toContainEqual({ family: 'club-language-2', size: TTF_BYTES.length });
    expect(calls.some((c) => c.path === 'languages/3/font')).toBe(false);
  });

  it('tells that the character does not know a language, and offers no download', async () => {
    mockApi(routes());
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    const orcishCard = await screen.findByRole('article', { name: 'Orkisk' });

    expect(within(orcishCard).getByText('Din figur kender ikke dette sprog.')).toBeTruthy();
    expect(within(orcishCard).getByRole('img').textContent).toBe('Blod og jern');
    expect(within(orcishCard).queryByRole('textbox')).toBeNull();
    expect(within(orcishCard).queryByRole('button', { name: /Hent/ })).toBeNull();
  });

  it('lets the character write in a known language, matched by name', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    const card = await screen.findByRole('article', { name: 'Gammel Dværgisk' });
    expect(within(card).queryByText('Din figur kender ikke dette sprog.')).toBeNull();

    await user.type(
      within(card).getByRole('textbox', { name: 'Skriv en tekst på Gammel Dværgisk' }),
      'Skål',
    );
    const rendered = within(card).getByRole('img', { name: /Gammel Dværgisk-skrift/ });
    expect(rendered.textContent).toBe('Skål');
    await waitFor(() => expect(rendered.style.fontFamily).toContain('club-language-1'));
  });

  it('shows the script key with 29 letters and 10 digits', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    const card = await screen.findByRole('article', { name: 'Gammel Dværgisk' });
    const toggle = within(card).getByRole('button', { name: 'Vis skriftnøgle' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const [letters, digits] = within(card).getAllByRole('list');
    const letterCells = within(letters!).getAllByRole('listitem');
    expect(letterCells).toHaveLength(29);
    expect(letterCells.slice(-3).map((cell) => cell.textContent)).toEqual(['ÆÆ', 'ØØ', 'ÅÅ']);
    expect(within(digits!).getAllByRole('listitem')).toHaveLength(10);
    expect(within(card).getByRole('button', { name: 'Skjul skriftnøgle' })).toBeTruthy();
  });

  it('downloads the font as <name without spaces>.ttf and says so', async () => {
    const calls = mockApi({ ...routes(), 'GET languages/1/download': fontResponse });
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:font', revokeObjectURL: () => {} }),
    );
    const user = userEvent.setup();
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    const card = await screen.findByRole('article', { name: 'Gammel Dværgisk' });

    await user.click(within(card).getByRole('button', { name: 'Hent skrifttype' }));

    expect(await screen.findByText('Skrifttypen Gammel Dværgisk er hentet')).toBeTruthy();
    expect(saved).toEqual([{ name: 'GammelDværgisk.ttf', href: 'blob:font' }]);
    expect(calls.some((c) => c.path === 'languages/1/download')).toBe(true);
  });

  it('says so when the download fails', async () => {
    mockApi({
      ...routes(),
      'GET languages/1/download': () => apiError(404, 'errors.notFound', 'Font not found'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    const card = await screen.findByRole('article', { name: 'Gammel Dværgisk' });

    await user.click(within(card).getByRole('button', { name: 'Hent skrifttype' }));

    expect(await screen.findByText('Skrifttypen kunne ikke hentes. Prøv igen.')).toBeTruthy();
  });

  it('says there is no font when a known language has no link', async () => {
    mockApi(routes([{ id: 41, name: 'Orkisk', type: 'Sprog' }]));
    const user = userEvent.setup();
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    const card = await screen.findByRole('article', { name: 'Orkisk' });

    await user.click(within(card).getByRole('button', { name: 'Hent skrifttype' }));

    expect(await screen.findByText('Der er ingen skrifttype at hente')).toBeTruthy();
  });

  it('opens a file-sharing link in a new tab instead of downloading', async () => {
    mockApi(routes([{ id: 42, name: 'Havfolkets tunge', type: 'Sprog' }]));
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    const card = await screen.findByRole('article', { name: 'Havfolkets tunge' });

    const link = within(card).getByRole('link', { name: /Åbn skrifttype/ });
    expect(link.getAttribute('href')).toBe('https://drive.google.com/file/d/abc/view');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('treats every language as unknown when there is no active character', async () => {
    mockApi(routes([]));
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    await screen.findByRole('article', { name: 'Elvisk' });
    expect(screen.getAllByText('Din figur kender ikke dette sprog.')).toHaveLength(4);
  });

  it('says so when the languages cannot be loaded', async () => {
    mockApi({ ...routes(), 'GET languages': () => apiError(500, 'errors.internal', 'Boom') });
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    expect((await screen.findByRole('alert')).textContent).toContain('Sprogene kunne ikke hentes');
  });

  it('lets rules editors add a language with a font file', async () => {
    let created: FormData | null = null;
    mockApi({
      ...routes(),
      'POST languages': ({ body }) => {
        created = body as FormData;
        return {
          id: 9,
          name: 'Gnomisk',
          sampleText: '',
          link: '/api/languages/9/download',
          has_font: 1,
        };
      },
    });
    const user = userEvent.setup();
    await renderScreen(<LanguagesScreen />, { user: testUsers.board });
    await user.click(await screen.findByRole('button', { name: 'Tilføj sprog' }));
    await user.type(screen.getByRole('textbox', { name: /Navn/ }), 'Gnomisk');
    const file = new File([TTF_BYTES], 'gnomisk.ttf', { type: 'font/ttf' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.click(screen.getByRole('button', { name: 'Tilføj sprog' }));

    expect(await screen.findByText('Sproget Gnomisk er tilføjet')).toBeTruthy();
    const form = created as unknown as FormData;
    expect(form.get('name')).toBe('Gnomisk');
    expect((form.get('font') as File).name).toBe('gnomisk.ttf');
  });

  it('shows members no add button', async () => {
    mockApi(routes());
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    await screen.findByRole('article', { name: 'Elvisk' });
    expect(screen.queryByRole('button', { name: 'Tilføj sprog' })).toBeNull();
  });

  it("lists each language's documents as links, marking those the character cannot read", async () => {
    mockApi(routes());
    await renderScreen(<LanguagesScreen />, { user: testUsers.member });
    const elvishCard = await screen.findByRole('article', { name: 'Elvisk' });
    const documents = await within(elvishCard).findByRole('group', { name: 'Dokumenter' });
    const link = within(documents).getByRole('link', { name: 'Brev fra Lysskoven' });
    expect(link.getAttribute('href')).toBe('/languages/2/documents/12');
    expect(
      within(documents).getByRole('img', { name: 'Din figur kan ikke læse det' }),
    ).toBeTruthy();
    expect(within(documents).queryByText('Forberedt rulle')).toBeNull();

    const dwarvishCard = screen.getByRole('article', { name: 'Gammel Dværgisk' });
    const own = within(dwarvishCard).getByRole('group', { name: 'Dokumenter' });
    expect(within(own).getByRole('link', { name: 'Indskrift over porten' })).toBeTruthy();
    expect(within(own).queryByRole('img', { name: 'Din figur kan ikke læse det' })).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Orkisk' })).getByText(/Ingen dokumenter/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Nyt dokument/ })).toBeNull();
  });

  it('lets the board write a hidden document from the language card', async () => {
    let sent: unknown = null;
    mockApi({
      ...routes(),
      'GET documents': () => letters,
      'POST languages/2/documents': ({ body }) => {
        sent = body;
        return {
          id: 14,
          language_id: 2,
          title: 'Kort over vadestedet',
          body: 'x',
          visible: 0,
          staff_note: '',
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        };
      },
    });
    const user = userEvent.setup();
    await renderScreen(<LanguagesScreen />, { user: testUsers.board });
    const card = await screen.findByRole('article', { name: 'Elvisk' });
    expect(await within(card).findByText('Skjult')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Nyt dokument på Elvisk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nyt dokument på Elvisk' });
    await user.type(within(dialog).getByRole('textbox', { name: /Titel/ }), 'Kort over vadestedet');
    await user.type(within(dialog).getByRole('textbox', { name: /^Tekst/ }), 'Gå mod nord');
    await user.type(within(dialog).getByRole('textbox', { name: /Note til arrangører/ }), 'Fredag');
    await user.click(within(dialog).getByRole('switch', { name: /Synligt for medlemmerne/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Opret dokument' }));

    expect(await screen.findByText('Dokumentet »Kort over vadestedet« er oprettet')).toBeTruthy();
    expect(sent).toEqual({
      title: 'Kort over vadestedet',
      body: 'Gå mod nord',
      staff_note: 'Fredag',
      visible: false,
    });
  });
});
