import { ErrorList } from "~/components/forms";

type ChoiceGridProps = {
  legend: string;
  /** What an option is called on the page: its value by default. */
  labelOf?: (option: string) => string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string) => void;
  type: "checkbox" | "radio";
  name: string;
  error?: string;
};

/** A step's options as cards to tick (several) or pick (one), with the step's error under them. */
export function ChoiceGrid({
  legend,
  labelOf = (option) => option,
  options,
  selected,
  onToggle,
  type,
  name,
  error,
}: ChoiceGridProps) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-4 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-muted/40 p-4 has-[:checked]:border-primary has-[:checked]:bg-accent"
          >
            <input
              type={type}
              name={name}
              value={option}
              checked={selected.includes(option)}
              onChange={() => onToggle(option)}
              className="size-4 accent-primary"
            />
            <span className="min-w-0">{labelOf(option)}</span>
          </label>
        ))}
      </div>
      <div className="mt-3">
        <ErrorList id={`${name}-error`} errors={error} />
      </div>
    </fieldset>
  );
}
