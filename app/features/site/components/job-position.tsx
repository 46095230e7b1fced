import { BriefcaseIcon, ClockIcon, MapPinIcon, WalletIcon } from "lucide-react";
import { AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { CareersTexts, JobPosition } from "../content/careers.server";

type Labels = CareersTexts["labels"];

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="mb-2 font-sans font-semibold text-foreground">{title}</h4>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function Facts({ position }: { position: JobPosition }) {
  const facts = [
    ["type", BriefcaseIcon, position.type],
    ["location", MapPinIcon, position.location],
    ["experience", ClockIcon, position.experience],
    ["salary", WalletIcon, position.salary],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {facts.map(([name, Icon, fact]) => (
        <li key={name} className="flex items-center gap-1.5">
          <Icon className="size-4 text-primary" aria-hidden="true" /> {fact}
        </li>
      ))}
    </ul>
  );
}

function Details({ position, labels }: { position: JobPosition; labels: Labels }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <List title={labels.requirements} items={position.requirements} />
      <List title={labels.responsibilities} items={position.responsibilities} />
      <List title={labels.benefits} items={position.benefits} />
      <div>
        <h4 className="mb-2 font-sans font-semibold text-foreground">{labels.skills}</h4>
        <ul className="flex flex-wrap gap-2">
          {position.skills.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary">{skill}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** One opening on the careers page: a fold of the accordion, `/careers#id` being its address. */
export function JobPositionItem({ position, labels }: { position: JobPosition; labels: Labels }) {
  return (
    <AccordionItem value={position.id} id={position.id} className="last:border-b-0">
      <AccordionTrigger className="text-lg">
        <span className="flex flex-wrap items-center gap-3">
          <span className="font-display text-xl font-bold">{position.title}</span>
          {position.urgent && <Badge variant="danger">{labels.urgent}</Badge>}
          <Badge variant="success">{position.status === "open" ? labels.open : labels.closed}</Badge>
        </span>
      </AccordionTrigger>
      <AccordionContent className="grid gap-6 text-base">
        <Facts position={position} />
        <p>{position.description}</p>
        <Details position={position} labels={labels} />
        <div>
          <Button asChild>
            <a href={position.applyLink}>{labels.apply}</a>
          </Button>
        </div>
      </AccordionContent>
    </AccordionItem>
  );
}
