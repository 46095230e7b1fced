/** Stands for the name in a message, so the message can be cut around it. */
export const NAME_MARK = "\u0000";

/**
 * A message whose name (a post's title) is for screen readers only, wherever the language puts it: "Move
 * <hidden> Post</hidden> to another day", "<hidden>Post</hidden> වෙනත් දිනයකට ගෙන යන්න".
 */
export function WithHiddenName({ text, name }: { text: string; name: string }) {
  const [before = "", after = ""] = text.split(NAME_MARK);
  return (
    <>
      {before.trimEnd()}
      <span className="sr-only"> {name}</span>
      {after}
    </>
  );
}
