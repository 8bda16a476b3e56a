export function ManageClassProfessionsScreen() {
  return null;
}
