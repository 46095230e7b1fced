import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { SupportActionData } from "../actions";
import { type DeskIdCheck, validatorMessages } from "../desk-id";

export const VALIDATE_INTENT = "validate-id";

/** docs/product.md, Support: check a Fli DESK ID. States: unchecked, validating, valid, invalid; Reset returns to unchecked. */
export function DeskIdValidator({ sampleId }: { sampleId?: string } = {}) {
  const fetcher = useFetcher<SupportActionData>();
  const actionData = useActionData<SupportActionData>();
  const [value, setValue] = useState("");
  const [result, setResult] = useState<DeskIdCheck | null>(
    actionData?.intent === "validate-id" ? actionData.check : null,
  );
  const [touched, setTouched] = useState(false);
  const validating = fetcher.state !== "idle";
  // The button is off while the field is blank, so a field emptied after typing says why.
  const shown: DeskIdCheck | null =
    touched && !value.trim() ? { status: "invalid", message: validatorMessages.required } : result;

  useEffect(() => {
    if (fetcher.data?.intent === "validate-id") setResult(fetcher.data.check);
  }, [fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      className="grid gap-4"
      aria-label="Fli DESK ID validator"
      noValidate
      onSubmit={(event) => {
        if (!value.trim()) {
          event.preventDefault();
          setResult({ status: "invalid", message: validatorMessages.required });
        }
      }}
    >
      <input type="hidden" name="intent" value={VALIDATE_INTENT} />
      <div className="grid gap-2">
        <Label htmlFor="flidesk-id">Fli DESK ID</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="flidesk-id"
            name="flideskId"
            placeholder="FLD-XXXXX"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            aria-invalid={shown?.status === "invalid" ? true : undefined}
            aria-describedby="flidesk-id-result"
            className="uppercase placeholder:normal-case"
          />
          <Button type="submit" disabled={!value.trim() || validating}>
            {validating ? "Validating..." : "Validate"}
          </Button>
        </div>
      </div>
      <p className="text-sm" data-testid="validator-status">
        Status:{" "}
        <span className="font-semibold">
          {validating ? "Validating" : !shown ? "Unchecked" : shown.status === "valid" ? "Valid" : "Invalid"}
        </span>
      </p>
      {sampleId && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={validating}
            onClick={() => {
              setValue(sampleId);
              setTouched(true);
              fetcher.submit({ intent: VALIDATE_INTENT, flideskId: sampleId }, { method: "post" });
            }}
          >
            Test with Sample ID
          </Button>
        </div>
      )}
      <div id="flidesk-id-result" aria-live="polite">
        {shown?.status === "invalid" && (
          <p className="flex items-center gap-2 text-sm font-medium text-danger-text" role="alert">
            <XCircleIcon className="size-4" aria-hidden="true" />
            {shown.message}
          </p>
        )}
        {shown?.status === "valid" && (
          <div className="rounded-lg border border-success-text/40 bg-success-text/5 p-4">
            <p className="flex items-center gap-2 font-semibold text-success-text">
              <CheckCircle2Icon className="size-5" aria-hidden="true" />
              Valid Fli DESK ID: {shown.flideskId}
            </p>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">Email</dt>
              <dd>{shown.maskedEmail}</dd>
              <dt className="text-muted-foreground">Plan</dt>
              <dd>{shown.plan}</dd>
              <dt className="text-muted-foreground">Payment status</dt>
              <dd>
                <Badge variant={shown.paymentStatus === "completed" ? "success" : "danger"}>
                  {shown.paymentStatus}
                </Badge>
              </dd>
            </dl>
          </div>
        )}
      </div>
      {shown && (
        <div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setResult(null);
              setValue("");
              setTouched(false);
            }}
          >
            Reset
          </Button>
        </div>
      )}
    </fetcher.Form>
  );
}
