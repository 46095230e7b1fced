/** The agency's mark: a gold F on a dark tile (the same drawing as the favicon). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#15151c" stroke="#d9b24c" strokeWidth="2" />
      <path d="M20 46V18h24v6H27v6h14v6H27v10z" fill="#d9b24c" />
    </svg>
  );
}
