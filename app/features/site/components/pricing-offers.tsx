import { AlertCircleIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import type { PricingTexts } from "../content/pricing.server";

/** Why the visitor is back on the pricing page (a failed payment, say), under the page's intro. */
export function PricingNotice({
  notice,
  reason = null,
  retry = null,
}: {
  notice: { title: string; text: string };
  /** The payment gateway's words for a declined card, in the page's sentence. */
  reason?: string | null;
  /** Back to the same checkout, with the wizard's answers. */
  retry?: { url: string; label: string } | null;
}) {
  return (
    <div
      role="alert"
      className="mx-auto mt-8 flex max-w-xl items-start gap-3 rounded-lg border border-danger-text/50 bg-destructive/20 p-4 text-left"
    >
      <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-danger-text" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{notice.title}</p>
        {reason && <p className="mt-1 text-sm font-medium">{reason}</p>}
        <p className="text-sm text-foreground/90">{notice.text}</p>
        {retry && (
          <Button asChild size="sm" wrap className="mt-3">
            <Link to={retry.url}>{retry.label}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}

/** The text with its first `highlight` in bold (the bundle's saving, wherever the language puts it). */
function withHighlight(text: string, highlight: string) {
  const at = text.indexOf(highlight);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <strong className="text-primary">{highlight}</strong>
      {text.slice(at + highlight.length)}
    </>
  );
}

/** The offers beside the plans: a bundle of both services, and websites quoted per project. */
export function PricingOffers({ texts }: { texts: PricingTexts["offers"] }) {
  const quote = localizedPath("/quote", useLocale());
  return (
    <>
      <section aria-labelledby="bundle-title" className="rounded-2xl border border-primary/50 bg-accent/40 p-8">
        <h2 id="bundle-title" className="text-3xl font-bold">
          {texts.bundleTitle}
        </h2>
        <p className="mt-3 text-lg">{withHighlight(texts.bundleText, texts.bundlePercent)}</p>
        <Button asChild size="lg" className="mt-6">
          <Link to={quote}>{texts.bundleAsk}</Link>
        </Button>
      </section>
      <section aria-labelledby="webdev-title" className="rounded-2xl border border-border bg-card p-8">
        <h2 id="webdev-title" className="text-3xl font-bold">
          {texts.webTitle}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{texts.webText}</p>
        <Button asChild size="lg" variant="outline" className="mt-6">
          <Link to={quote}>{texts.webQuote}</Link>
        </Button>
      </section>
    </>
  );
}
