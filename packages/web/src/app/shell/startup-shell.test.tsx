import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { initI18n } from '../../i18n/index';
import da from '../../i18n/da.json';
import { startupShellMarkup } from '../../../scripts/startup-shell.mjs';
import { StartupShell } from './startup-shell';

describe('the startup shell', () => {
  it('is sent in index.html exactly as the app draws it, so nothing moves when the app takes over', async () => {
    await initI18n();
    expect(startupShellMarkup(da.app)).toBe(renderToStaticMarkup(<StartupShell frame />));
  });
});
