// A forgotten password's paths, apart from the login page's (./session) so that the
// first screen does not carry them.

export const password = {
  requestReset: 'password/request-reset',
  reset: 'password/reset',
};
