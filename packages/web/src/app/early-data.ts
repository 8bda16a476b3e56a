import { takeOverEarlyRequest } from '../api/client';
import { forgetEarlyAnswers } from '../api/early-answers';
import { startPageEarlyData } from './page-early-data';

/**
 * Takes over the first data the page asked for itself (app/page-early-data.ts), or asks
 * for it now when the page came without that script, for the screen's own requests to
 * take. Answers that follow from another arrive later and are taken over as they do.
 * Returns how to stop: answers nobody took are then forgotten and later ones left alone,
 * so no page read afterwards is ever given an early answer.
 */
export function startEarlyData(pathname: string): () => void {
  const requests = window.clubEarlyRequests ?? startPageEarlyData(pathname);
  for (const [path, answer] of requests.answers) takeOverEarlyRequest(path, answer);
  requests.listener = takeOverEarlyRequest;
  return () => {
    requests.listener = null;
    requests.answers.clear();
    forgetEarlyAnswers();
  };
}
