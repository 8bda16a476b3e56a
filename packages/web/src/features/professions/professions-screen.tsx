export function ProfessionsScreen() {
  return null;
}
