export function ForgotPasswordScreen() {
  return null;
}
