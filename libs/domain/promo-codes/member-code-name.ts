/**
 * A member code's readable name: first name and last initial in capitals, letters and digits only
 * (accents dropped), at most 20 characters; MEMBER when the name has none of them.
 */
export function memberCodeBase(firstName: string, lastName: string): string {
  const plain = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase();
  const base = `${plain(firstName)}${plain(lastName).slice(0, 1)}`.slice(0, 20);
  return base || 'MEMBER';
}
