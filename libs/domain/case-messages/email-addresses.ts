/** An address as compared: trimmed and lower-cased (domains are case-insensitive, and so are mailboxes in practice). */
export const normalizedAddress = (address: string): string => address.trim().toLowerCase();

const ANGLED = /<([^<>\s]+@[^<>\s]+)>/g;
const BARE = /(?:^|[\s,;:"'(])([^\s<>,;:"'()]+@[^\s<>,;:"'()]+)/g;

/**
 * The addresses of a header such as To or From ("Pat Doe" <pat@example.com>, other@example.com), display
 * names and comments stripped, normalized. A name that itself looks like an address is not counted when
 * the real address is in angle brackets.
 */
export function addressesIn(header: string): string[] {
  const angled = [...header.matchAll(ANGLED)].map((match) => match[1]);
  const rest = header.replace(/"[^"]*"/g, ' ').replace(ANGLED, ' ');
  const bare = [...rest.matchAll(BARE)].map((match) => match[1]);
  return [...new Set([...angled, ...bare].map(normalizedAddress))];
}

/** The one sender address of a From header, or null when it has none or several. */
export function senderAddressOf(header: string): string | null {
  const addresses = addressesIn(header);
  return addresses.length === 1 ? addresses[0] : null;
}
