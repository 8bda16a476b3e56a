// The startup shell of a page behind the login (src/app/shell/startup-shell.tsx with its
// frame) as plain markup in the default language, for the server to send inside index.html:
// a phone paints the top bar with the club's name before any script has arrived. A test
// renders the component and compares, so the two cannot drift apart.

const CREST =
  '<svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<path d="M16 2 4 6v9c0 7.2 5 12.6 12 15 7-2.4 12-7.8 12-15V6z" fill="currentColor" opacity="0.18"></path>' +
  '<path d="M16 2 4 6v9c0 7.2 5 12.6 12 15 7-2.4 12-7.8 12-15V6z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"></path>' +
  '<path d="M10.5 25V13h2.2v2h2.2v-2h2.2v2h2.2v-2h2.2v12h-3.7v-3.8a1.3 1.3 0 0 0-2.6 0V25z" fill="currentColor"></path>' +
  '</svg>';

function escapeHtml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** `messages` is the `app` part of a language's messages (name, loading). */
export function startupShellMarkup(messages) {
  return (
    '<div class="club-page" data-testid="startup-shell">' +
    '<div class="club-topbar"><div class="club-topbar-inner club-startup-bar">' +
    `<span class="club-brand">${CREST}<span>${escapeHtml(messages.name)}</span></span>` +
    '</div></div>' +
    `<main class="club-main club-startup" role="status" aria-label="${escapeHtml(messages.loading)}">` +
    '<span class="club-startup-spinner" aria-hidden="true"></span></main></div>'
  );
}
