import { hashtagRuns } from "./text";

/** Text with its hashtags coloured like links, as every platform shows them (they lead nowhere in a preview). */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {hashtagRuns(text).map((run, i) =>
        run.tag ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs are the text's, in order, and never reordered
          <span key={i} className="text-info-text">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
