import type { Language } from '@club/shared/contract/languages';
import { isLanguageDownloadPath } from '@club/shared/contract/languages-constants';
import { apiBlob } from '../../../api/blob';
import * as apiPaths from '../../../config/api-paths';

/** Hosts whose links are pages to open, not files to fetch. */
const FILE_SHARING_HOSTS = [
  'drive.google.com',
  'docs.google.com',
  'dropbox.com',
  'dropboxusercontent.com',
  'onedrive.live.com',
  '1drv.ms',
  'sharepoint.com',
  'mega.nz',
  'mega.io',
  'wetransfer.com',
  'we.tl',
  'box.com',
  'mediafire.com',
  'icloud.com',
  'pcloud.com',
];

/** Whether a link points at a file-sharing host (SPEC 7: such links open in a new tab). */
export function isFileSharingLink(link: string): boolean {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return false;
  }
  return FILE_SHARING_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

/** The name a downloaded font is saved as: the language's name without spaces, plus .ttf. */
export function fontFileName(languageName: string): string {
  const stem = languageName.replace(/\s+/g, '').replace(/[\\/:*?"<>|]/g, '');
  return `${stem || 'font'}.ttf`;
}

export type FontAction = { kind: 'none' } | { kind: 'download' } | { kind: 'open'; url: string };

/**
 * What the font button does: nothing to offer without a link; a file-sharing link (or
 * another site's link when no font is uploaded here) opens in a new tab; otherwise the
 * font is downloaded from the app.
 */
export function fontAction(language: Pick<Language, 'link' | 'has_font'>): FontAction {
  const link = language.link?.trim();
  if (!link) return { kind: 'none' };
  if (isLanguageDownloadPath(link)) return { kind: 'download' };
  if (isFileSharingLink(link) || language.has_font !== 1) return { kind: 'open', url: link };
  return { kind: 'download' };
}

/** Fetches the font file and hands it to the browser as a download named fontFileName(name). */
export async function downloadLanguageFont(language: Pick<Language, 'id' | 'name'>): Promise<void> {
  const blob = await apiBlob(apiPaths.languages.download(language.id));
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fontFileName(language.name);
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
