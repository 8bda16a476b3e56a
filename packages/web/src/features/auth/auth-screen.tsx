export function AuthScreen() {
  return null;
}
