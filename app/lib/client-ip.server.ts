import { isIPv4, isIPv6 } from "node:net";

/**
 * The client's address as people write it: a dual-stack socket reports an IPv4 client as `::ffff:203.0.113.7`,
 * which the profile's device list, the sign-in mails and the audit log would otherwise show.
 */
export function readableIp(address: string | undefined) {
  if (!address) return "unknown";
  return address.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, "$1");
}

/**
 * The client as every per-address limit counts it. One IPv4 address is one client. An IPv6 client is its /64:
 * a provider hands each line (a home, an office, a server) at least a /64, so one machine can take a fresh address
 * in it for every request, and a limit per single IPv6 address would limit nothing. An IPv4 address written as
 * IPv6 (`::ffff:1.2.3.4`, also in hex) stays that IPv4 address, so a dual-stack socket counts it once.
 */
export function limitKeyOf(address: string | undefined) {
  const ip = readableIp(address);
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (a zone such as `%eth0` ignored), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let ip = address.replace(/%.*$/, "");
  if (!isIPv6(ip)) return null;
  // A dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    ip = `${ip.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  const groups = [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16));
  return groups.length === 8 ? groups : null;
}
