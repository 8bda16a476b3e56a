// The paths the login page and the API client need, apart from the rest so that the
// first screen's download carries no more than these.

/** Where the API lives under the app's base path. */
export const API_ROOT = 'api/';

export const auth = {
  login: 'auth/login',
  signup: 'auth/signup',
  check: 'auth/check',
  logout: 'auth/logout',
};
