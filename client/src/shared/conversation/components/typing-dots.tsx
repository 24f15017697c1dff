/** Three pulsing dots: a reply is on its way. */
export function TypingDots() {
  return (
    <span className="inline-flex gap-1" aria-hidden>
      {[0, 150, 300].map((delay) => (
        <span key={delay} className="size-1.5 animate-pulse rounded-full bg-[var(--accent)]" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </span>
  );
}
