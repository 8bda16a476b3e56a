import * as all from './en.json?namespaces';

/**
 * The namespaces the pages before the login read (/auth, password reset, about, the
 * error page and what they share). Each is named here so that the build keeps only
 * these in the first screen's chunk; the router loads the rest behind the login.
 */
export default {
  abilitiesSheet: all.abilitiesSheet,
  about: all.about,
  app: all.app,
  auth: all.auth,
  common: all.common,
  errors: all.errors,
  language: all.language,
  nav: all.nav,
  offline: all.offline,
};
