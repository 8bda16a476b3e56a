/**
 * The account as the frame names it: the name and the role, or the name alone when it
 * already says the role (the board account is called "Bestyrelsen", its role
 * "Bestyrelse"; "Bestyrelsen · Bestyrelse" says the same twice).
 */
export function accountParts(name: string, roleLabel: string): [string] | [string, string] {
  const stem = (text: string) => text.trim().toLocaleLowerCase('da');
  return stem(name).startsWith(stem(roleLabel)) ? [name] : [name, roleLabel];
}
