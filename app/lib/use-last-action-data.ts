import { useRef } from "react";
import { useActionData, useNavigation } from "react-router";

/**
 * The page's last form answer, kept while the page reloads its data. React Router drops the action's data on any
 * reload that is not the action's own, and a portal page reloads whenever a live change arrives: the answer
 * ("All notifications are marked as read.", a refusal beside its field) would vanish under the reader's eyes. It
 * goes when the next form is sent.
 */
export function useLastActionData<T>() {
  const answer = useActionData<T>();
  const navigation = useNavigation();
  const kept = useRef(answer);
  if (answer !== undefined) kept.current = answer;
  else if (navigation.state === "submitting") kept.current = undefined;
  return kept.current;
}
