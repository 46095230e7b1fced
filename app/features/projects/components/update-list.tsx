import { RelativeTime } from "~/components/relative-time";

/** A project's updates, newest first: notes, progress and screenshots (each opens in a new tab). */
export type UpdateView = {
  id: string;
  progress: number;
  notes: string;
  screenshots: string[];
  createdAt: string | Date;
  authorDeskId: string;
};

export function UpdateList({ updates }: { updates: UpdateView[] }) {
  return (
    <>
      {updates.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No updates available for this project yet.</p>
      ) : (
        <ol className="mt-2 grid gap-2">
          {updates.map((u) => (
            <li key={u.id} className="rounded-md bg-muted p-3 text-sm">
              <p className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
                <span>
                  <RelativeTime at={u.createdAt} /> · {u.authorDeskId}
                </span>
                <span>{u.progress}%</span>
              </p>
              <p className="mt-1">{u.notes}</p>
              {u.screenshots.length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-2" aria-label="Screenshots">
                  {u.screenshots.map((key, i) => (
                    <li key={key}>
                      <a href={`/dashboard/screenshots/${key}`} target="_blank" rel="noopener noreferrer">
                        <img
                          src={`/dashboard/screenshots/${key}`}
                          alt={`Screenshot ${i + 1} of the update`}
                          className="size-20 rounded-md object-cover"
                          loading="lazy"
                          // docs/product.md: an image that fails to load is hidden.
                          onError={(e) => {
                            e.currentTarget.closest("li")?.setAttribute("hidden", "");
                          }}
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
