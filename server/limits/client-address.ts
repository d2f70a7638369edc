import ipaddr from 'ipaddr.js';

/**
 * The address a client is counted by, for every per-client limit: an IPv4 address as it is (an
 * IPv4-mapped IPv6 one as its IPv4 address), an IPv6 address as its /64 network, which one
 * household or host is given whole. Anything else (no address at all) is kept as it came.
 */
export function clientAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (!(address instanceof ipaddr.IPv6)) return address.toString();
  return `${new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}
