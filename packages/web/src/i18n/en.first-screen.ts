import * as all from './en.json?namespaces';

/**
 * The messages the pages before the login read (/auth, password reset, the error page
 * and what they share). Each part is named here so that the build keeps only these in
 * the first screen's chunk; the About page and the screens behind the login load the
 * whole catalogue.
 */
export default {
  // What the login screen says when a guard sent the member there.
  abilitiesSheet: { access: all.abilitiesSheet$access },
  app: all.app,
  auth: all.auth,
  errors: all.errors,
  // What the login screen says to someone who scanned a ticket.
  eventDay: { access: all.eventDay$access },
  language: all.language,
  // The public pages' footer links; the menus' names load with the app's frame.
  nav: { about: all.nav$about, backToDashboard: all.nav$backToDashboard, toLogin: all.nav$toLogin },
  offline: all.offline,
};
