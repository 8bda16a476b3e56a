import { describe, expect, it } from 'vitest';
import { fontAction, fontFileName, isFileSharingLink } from './download-language-font';

describe('isFileSharingLink', () => {
  it('recognises the common file-sharing hosts and their subdomains', () => {
    for (const link of [
      'https://drive.google.com/file/d/abc/view',
      'https://www.dropbox.com/s/abc/runer.ttf?dl=0',
      'https://onedrive.live.com/?id=abc',
      'https://mega.nz/file/abc',
      'https://wetransfer.com/downloads/abc',
      'https://we.tl/t-abc',
      'https://klubben-my.sharepoint.com/personal/abc',
    ]) {
      expect({ link, sharing: isFileSharingLink(link) }).toEqual({ link, sharing: true });
    }
  });

  it('does not take other hosts or look-alikes for file-sharing', () => {
    for (const link of [
      'https://fonts.example.org/runer.ttf',
      'https://notdropbox.com/runer.ttf',
      'https://drive.google.com.evil.example/x',
      '/api/languages/3/download',
      'not a url',
    ]) {
      expect({ link, sharing: isFileSharingLink(link) }).toEqual({ link, sharing: false });
    }
  });
});

describe('fontFileName', () => {
  it('is the name without spaces plus .ttf', () => {
    expect(fontFileName('Gammel Dværgisk')).toBe('GammelDværgisk.ttf');
    expect(fontFileName(' Runer  fra Nord ')).toBe('RunerfraNord.ttf');
  });

  it('drops characters a file name cannot hold', () => {
    expect(fontFileName('Elver/Høj: "sprog"')).toBe('ElverHøjsprog.ttf');
  });
});

describe('fontAction', () => {
  it('has nothing to offer without a link', () => {
    expect(fontAction({ link: null, has_font: 0 })).toEqual({ kind: 'none' });
    expect(fontAction({ link: '  ', has_font: 1 })).toEqual({ kind: 'none' });
  });

  it("downloads the app's own font", () => {
    expect(fontAction({ link: '/api/languages/3/download', has_font: 1 })).toEqual({
      kind: 'download',
    });
  });

  it('opens a file-sharing link in a new tab even when a font is uploaded', () => {
    expect(fontAction({ link: 'https://drive.google.com/x', has_font: 1 })).toEqual({
      kind: 'open',
      url: 'https://drive.google.com/x',
    });
  });

  it("opens another site's link when there is no font here, and downloads when there is", () => {
    expect(fontAction({ link: 'https://fonts.example.org/r.ttf', has_font: 0 })).toEqual({
      kind: 'open',
      url: 'https://fonts.example.org/r.ttf',
    });
    expect(fontAction({ link: 'https://fonts.example.org/r.ttf', has_font: 1 })).toEqual({
      kind: 'download',
    });
  });
});
