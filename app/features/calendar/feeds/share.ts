/**
 * "Share on WhatsApp": WhatsApp's own share address (`https://wa.me/?text=`), which opens the app, or its web page,
 * with the message ready to send to a chat the sender picks. The address goes last, on a line of its own, so
 * WhatsApp shows its preview. Only a web address of our own making is shared: anything else is a mistake in the
 * caller, not input to pass on.
 */
export function whatsAppShareUrl(address: string, message = ""): string {
  const url = new URL(address);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("Only a web address can be shared.");
  const text = message.trim() ? `${message.trim()}\n${url.href}` : url.href;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
