/** Placeholder rows while a list loads (announced once as busy). */
export function SkeletonRows({ count, label }: { count: number; label: string }) {
  return (
    <div className="sb-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <span key={index} className="sb-skeleton__row" />
      ))}
    </div>
  );
}
