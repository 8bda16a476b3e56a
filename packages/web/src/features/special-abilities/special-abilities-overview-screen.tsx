export function SpecialAbilitiesOverviewScreen() {
  return null;
}
