/**
 * A payment reference the member types into the MobilePay message: the event's and the
 * sign-up's numbers and a check letter, e.g. `E12-345K`. The sign-up id makes it unique;
 * the check letter lets staff spot a mistyped number when matching payments.
 */
const CHECK_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'; // no I or O: they read as 1 and 0

export function paymentReference(eventId: number, signupId: number): string {
  const digits = `${eventId}${String(signupId).padStart(3, '0')}`;
  let sum = 0;
  for (const [index, digit] of [...digits].entries()) {
    sum += Number(digit) * [7, 3, 1][index % 3]!;
  }
  return `E${eventId}-${signupId}${CHECK_LETTERS[sum % CHECK_LETTERS.length]}`;
}
