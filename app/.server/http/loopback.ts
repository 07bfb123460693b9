import { isIPv4, isIPv6 } from "node:net";

/**
 * True when a socket's remote address is the loopback interface: 127.0.0.0/8, ::1, or an IPv4
 * loopback address mapped into IPv6 (::ffff:127.x.y.z). Takes the raw socket address, never a
 * forwarded header (a client can write X-Forwarded-For itself). Anything else, and no address, is false.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ipv4 = mapped ? mapped[1]! : address;
  if (isIPv4(ipv4)) return ipv4.startsWith("127.");
  return isIPv6(address) && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(address);
}
