export function LanguagesScreen() {
  return null;
}
