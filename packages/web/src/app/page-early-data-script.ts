// The entry of the inline script the server puts in the pages behind the login: built
// on its own by scripts/route-preloads.mjs, never part of the app's bundle.
import { startPageEarlyData } from './page-early-data';

window.clubEarlyRequests = startPageEarlyData(window.location.pathname);
