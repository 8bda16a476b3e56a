export function AboutScreen() {
  return null;
}
