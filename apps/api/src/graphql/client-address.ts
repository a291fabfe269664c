import { BlockList, isIP } from 'node:net';

/** The range names TRUSTED_PROXIES accepts (Express's, from proxy-addr), with the ranges they stand for. */
const NAMED_RANGES: Record<string, [address: string, bits: number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

/** Whether an address is a proxy whose X-Forwarded-For is believed. */
export type ProxyTrust = (address: string) => boolean;

/**
 * The trust TRUSTED_PROXIES describes (addresses, CIDR ranges, range names; checked by the config schema).
 * An empty list trusts no one, so X-Forwarded-For is ignored. IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`,
 * as a dual-stack socket reports them) match their IPv4 ranges.
 */
export function proxyTrust(entries: readonly string[]): ProxyTrust {
  if (entries.length === 0) return () => false;
  const trusted = new BlockList();
  for (const entry of entries) {
    for (const [address, bits] of NAMED_RANGES[entry] ?? [parseRange(entry)]) {
      trusted.addSubnet(address, bits, isIP(address) === 6 ? 'ipv6' : 'ipv4');
    }
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && trusted.check(address, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/** What an address is read from: an HTTP request or a websocket's upgrade request (Node's IncomingMessage). */
export interface AddressedRequest {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string } | null;
}

/**
 * The client's address, the one rate limits and the audit count: the socket's peer, unless that is a
 * trusted proxy, in which case X-Forwarded-For is read from its right end, hop by hop, up to the first
 * address that is not a trusted proxy (as Express's `req.ip` does). The same for HTTP requests and
 * graphql-ws connections, so neither way lets a client choose its own address with the header.
 */
export function clientAddress(request: AddressedRequest, isTrusted: ProxyTrust): string {
  const peer = request.socket?.remoteAddress;
  if (!peer) return 'unknown';
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  let address = peer;
  for (const hop of forwarded) {
    if (!isTrusted(address)) break;
    address = hop;
  }
  return address;
}

function parseRange(entry: string): [string, number] {
  const [address, bits] = entry.split('/');
  return [address, bits === undefined ? (isIP(address) === 6 ? 128 : 32) : Number(bits)];
}
