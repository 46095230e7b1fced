import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Field } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { checkOf, type DeskIdAnswer } from "../actions";
import { type DeskIdCheck, paymentStatusWord } from "../desk-id";
import type { ValidatorTexts } from "../texts.server";

export const VALIDATE_INTENT = "validate-id";

/** The validator's state: what is typed, the last answer (the page's own, without JavaScript), and the fetcher. */
function useDeskIdCheck(required: string) {
  const fetcher = useFetcher<DeskIdAnswer>();
  const actionData = useActionData<DeskIdAnswer>();
  const [value, setValue] = useState("");
  const [result, setResult] = useState<DeskIdCheck | null>(
    actionData?.intent === VALIDATE_INTENT ? checkOf(actionData) : null,
  );
  const [touched, setTouched] = useState(false);
  // The button is off while the field is blank, so a field emptied after typing says why.
  const shown: DeskIdCheck | null = touched && !value.trim() ? { status: "invalid", message: required } : result;

  useEffect(() => {
    if (fetcher.data?.intent === VALIDATE_INTENT) setResult(checkOf(fetcher.data));
  }, [fetcher.data]);

  return {
    fetcher,
    value,
    shown,
    validating: fetcher.state !== "idle",
    type(next: string) {
      setValue(next);
      setTouched(true);
    },
    touch: () => setTouched(true),
    refuseBlank: () => setResult({ status: "invalid", message: required }),
    check(id: string) {
      setValue(id);
      setTouched(true);
      fetcher.submit({ intent: VALIDATE_INTENT, flideskId: id }, { method: "post" });
    },
    reset() {
      setResult(null);
      setValue("");
      setTouched(false);
    },
  };
}

function statusWord(validating: boolean, shown: DeskIdCheck | null, states: ValidatorTexts["states"]) {
  if (validating) return states.validating;
  if (!shown) return states.unchecked;
  return shown.status === "valid" ? states.valid : states.invalid;
}

function ValidId({ check, texts }: { check: DeskIdCheck & { status: "valid" }; texts: ValidatorTexts }) {
  return (
    <div className="rounded-lg border border-success-text/40 bg-success-text/5 p-4">
      <p className="flex items-center gap-2 font-semibold text-success-text">
        <CheckCircle2Icon className="size-5" aria-hidden="true" />
        {texts.validId}
        {check.flideskId}
      </p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{texts.email}</dt>
        <dd>{check.maskedEmail}</dd>
        <dt className="text-muted-foreground">{texts.plan}</dt>
        <dd>{check.plan}</dd>
        <dt className="text-muted-foreground">{texts.paymentStatus}</dt>
        <dd>
          <Badge variant={check.paymentStatus === "completed" ? "success" : "danger"}>
            {paymentStatusWord(check.paymentStatus, texts.paymentWords)}
          </Badge>
        </dd>
      </dl>
    </div>
  );
}

function CheckResult({ shown, texts }: { shown: DeskIdCheck | null; texts: ValidatorTexts }) {
  return (
    <div id="flidesk-id-result" aria-live="polite">
      {shown?.status === "invalid" && (
        <p className="flex items-center gap-2 text-sm font-medium text-danger-text" role="alert">
          <XCircleIcon className="size-4" aria-hidden="true" />
          {shown.message}
        </p>
      )}
      {shown?.status === "valid" && <ValidId check={shown} texts={texts} />}
    </div>
  );
}

/**
 * docs/product.md, Support: check a Fli DESK ID. States: unchecked, validating, valid, invalid; Reset returns to
 * unchecked. Its words are the page's (`validatorTexts`, from the loader).
 */
export function DeskIdValidator({ sampleId, texts }: { sampleId?: string; texts: ValidatorTexts }) {
  const { fetcher, value, shown, validating, ...act } = useDeskIdCheck(texts.required);
  return (
    <fetcher.Form
      method="post"
      className="grid gap-4"
      aria-label={texts.label}
      noValidate
      onSubmit={(event) => {
        if (value.trim()) return;
        event.preventDefault();
        act.refuseBlank();
      }}
    >
      <input type="hidden" name="intent" value={VALIDATE_INTENT} />
      <Field id="flidesk-id" label="Fli DESK ID">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="flidesk-id"
            name="flideskId"
            placeholder="FLD-XXXXX"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => act.type(event.target.value)}
            onBlur={act.touch}
            aria-invalid={shown?.status === "invalid" ? true : undefined}
            aria-describedby="flidesk-id-result"
            className="uppercase placeholder:normal-case"
          />
          <Button type="submit" disabled={!value.trim() || validating}>
            {validating ? texts.validate[1] : texts.validate[0]}
          </Button>
        </div>
      </Field>
      <p className="text-sm" data-testid="validator-status">
        {texts.status} <span className="font-semibold">{statusWord(validating, shown, texts.states)}</span>
      </p>
      {sampleId && (
        <div>
          <Button type="button" variant="outline" size="sm" disabled={validating} onClick={() => act.check(sampleId)}>
            {texts.sample}
          </Button>
        </div>
      )}
      <CheckResult shown={shown} texts={texts} />
      {shown && (
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={act.reset}>
            {texts.reset}
          </Button>
        </div>
      )}
    </fetcher.Form>
  );
}
