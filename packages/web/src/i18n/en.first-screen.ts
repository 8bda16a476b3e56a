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
  // Every error a page before the login can meet (the rules editors' own load later).
  errors: {
    unexpected: all.errors$unexpected,
    validation: all.errors$validation,
    malformedJson: all.errors$malformedJson,
    unauthorized: all.errors$unauthorized,
    invalidCredentials: all.errors$invalidCredentials,
    forbidden: all.errors$forbidden,
    notFound: all.errors$notFound,
    routeNotFound: all.errors$routeNotFound,
    emailTaken: all.errors$emailTaken,
    rateLimited: all.errors$rateLimited,
    invalidResetToken: all.errors$invalidResetToken,
    payloadTooLarge: all.errors$payloadTooLarge,
    headersTooLarge: all.errors$headersTooLarge,
    requestTimeout: all.errors$requestTimeout,
    unsupportedMediaType: all.errors$unsupportedMediaType,
    inUse: all.errors$inUse,
    conflict: all.errors$conflict,
    internal: all.errors$internal,
    databaseReadOnly: all.errors$databaseReadOnly,
    storageFull: all.errors$storageFull,
    databaseUnavailable: all.errors$databaseUnavailable,
    serverStopping: all.errors$serverStopping,
    passwordTooShort: all.errors$passwordTooShort,
    passwordRepeated: all.errors$passwordRepeated,
    passwordContainsEmail: all.errors$passwordContainsEmail,
    passwordContainsName: all.errors$passwordContainsName,
    passwordCommon: all.errors$passwordCommon,
    loginLocked: all.errors$loginLocked,
    network: all.errors$network,
    sessionMaybeExpired: all.errors$sessionMaybeExpired,
    invalidResponse: all.errors$invalidResponse,
    sessionExpired: all.errors$sessionExpired,
    invalidToken: all.errors$invalidToken,
    sessionRevoked: all.errors$sessionRevoked,
    offline: all.errors$offline,
    accountDeactivated: all.errors$accountDeactivated,
  },
  // What the login screen says to someone who scanned a ticket.
  eventDay: { access: all.eventDay$access },
  language: all.language,
  // The public pages' footer links; the menus' names load with the app's frame.
  nav: { about: all.nav$about, backToDashboard: all.nav$backToDashboard, toLogin: all.nav$toLogin },
  offline: all.offline,
};
