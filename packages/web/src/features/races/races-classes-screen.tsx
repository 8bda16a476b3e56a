export function RacesClassesScreen() {
  return null;
}
