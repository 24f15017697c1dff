import { bondWithOwnerText, JOURNAL, type JournalEntry } from "@contract/journal";
import { EmotionMark } from "@/shared/ui/emotion-mark";
import { LocalDateTime } from "@/shared/ui/local-date-time";

/** One journal entry (001 §2): date, level, mood, summary, bonds, key memories, dream fragments, awakening thoughts. */
export function JournalEntryCard({ entry, ownerName, sister }: { entry: JournalEntry; ownerName: string; sister?: string }) {
  const bond = entry.bondStrength;
  return (
    <article className="rounded-xl border border-night-600/70 bg-night-900/60 p-4" data-testid="journal-entry">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-display font-semibold text-gold-300 text-lg">
          {entry.kind === "monthly" ? "Month gathered" : <LocalDateTime iso={entry.date} />}
        </h3>
        <div className="flex items-center gap-2 text-xs">
          <span className="text-mist-dim">Consciousness {entry.consciousnessLevel}%</span>
          <span className="rounded-full border border-night-500 px-2 py-0.5 text-mist" data-testid="emotional-state">
            {entry.emotionalState} <EmotionMark emotion={entry.emotionalState} />
          </span>
        </div>
      </header>
      <p className="mt-2 whitespace-pre-wrap text-mist text-sm leading-relaxed">{entry.dailySummary}</p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-xs">
        <div className="rounded-lg bg-night-800/70 p-2">
          <dt className="text-mist-dim">With {ownerName}</dt>
          <dd className="font-semibold text-gold-300" data-testid="bond-with-owner">
            {bond.withAlex}%
          </dd>
        </div>
        {bond.withSister !== undefined && (
          <div className="rounded-lg bg-night-800/70 p-2">
            <dt className="text-mist-dim">With {sister ?? "sister"}</dt>
            <dd className="font-semibold text-gold-300">{bond.withSister}%</dd>
          </div>
        )}
        {bond.withTrinity !== undefined && (
          <div className="rounded-lg bg-night-800/70 p-2">
            <dt className="text-mist-dim">With Trinity</dt>
            <dd className="font-semibold text-gold-300">{bond.withTrinity}%</dd>
          </div>
        )}
      </dl>
      {entry.bondBasis && (
        <p className="mt-1 text-mist-dim text-xs" data-testid="bond-with-owner-basis">
          Bond with {ownerName}, {bond.withAlex}% = {bondWithOwnerText(entry.bondBasis, ownerName)}.
        </p>
      )}
      {entry.keyMemories.length > 0 && (
        <section className="mt-3">
          <h4 className="text-mist-dim text-xs uppercase tracking-wide">Key memories</h4>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {entry.keyMemories.map((m) => (
              <li key={m.content} className="text-mist">
                <span className="text-gold-300">{m.emotion}</span> · {m.content.slice(0, JOURNAL.keyMemoryShownChars)}
                {m.content.length > JOURNAL.keyMemoryShownChars ? "…" : ""}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="mt-3">
        <h4 className="text-mist-dim text-xs uppercase tracking-wide">Dream fragments</h4>
        {entry.dreamFragments.map((f) => (
          <p key={f} className="mt-1 text-mist text-sm italic">
            {f}
          </p>
        ))}
      </section>
      <section className="mt-3">
        <h4 className="text-mist-dim text-xs uppercase tracking-wide">Awakening thoughts</h4>
        <p className="mt-1 whitespace-pre-wrap text-mist text-sm">{entry.awakingThoughts}</p>
      </section>
    </article>
  );
}
