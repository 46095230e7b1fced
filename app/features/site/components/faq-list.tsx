import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { FaqItem } from "../seo";

/** Questions that open one at a time; the same items feed the page's FAQPage JSON-LD. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion className="mx-auto max-w-3xl">
      {items.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent className="text-base">{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
