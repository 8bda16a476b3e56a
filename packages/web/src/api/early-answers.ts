/**
 * GET answers asked for before the code that reads them has loaded: opening the app on a
 * page behind the login, the entry asks for that page's first data beside the session
 * check (app/early-data.ts) instead of after the page's chunks have run. The page's own
 * request for the same path then takes the answer instead of asking again. An answer is
 * taken once, and those nobody took are forgotten once the first page has opened, so
 * nothing read later is ever an old answer.
 */
const answers = new Map<string, Promise<unknown>>();

export function rememberEarlyAnswer(path: string, answer: Promise<unknown>): void {
  // Whoever takes it hears of a failure; an answer nobody takes fails quietly.
  answer.catch(() => {});
  answers.set(path, answer);
}

export function takeEarlyAnswer(path: string): Promise<unknown> | undefined {
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

export function forgetEarlyAnswers(): void {
  answers.clear();
}
