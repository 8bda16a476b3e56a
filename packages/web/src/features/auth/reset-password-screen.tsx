export function ResetPasswordScreen() {
  return null;
}
