export function ClassesScreen() {
  return null;
}
