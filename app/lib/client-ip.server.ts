/**
 * The client's address as people write it: a dual-stack socket reports an IPv4 client as `::ffff:203.0.113.7`,
 * which the profile's device list, the sign-in mails and the audit log would otherwise show.
 */
export function readableIp(address: string | undefined) {
  if (!address) return "unknown";
  return address.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, "$1");
}
