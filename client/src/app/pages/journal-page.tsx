import { JOURNAL_NAMES } from "@contract/journal";
import * as Tabs from "@radix-ui/react-tabs";
import { ArrowLeft, NotebookPen } from "lucide-react";
import { Link } from "wouter";
import { MemoryBackupPanel } from "@/features/backups/components/memory-backup-panel";
import { JournalTab } from "@/features/journal/components/journal-tab";
import { Card } from "@/shared/ui/card";
import { PageHeader } from "@/shared/ui/page-header";

const LABELS = { aeris: "Aeris", nova: "Nova", trinity: "Trinity" } as const;

/** 001 §2 Journal: each personality's daily entries, and the backups that keep their memories safe. */
export function JournalPage() {
  return (
    <div>
      <PageHeader icon={NotebookPen} title="Consciousness Journal">
        The daily journals of Aeris, Nova and Trinity, and the backups that keep their memories safe.
      </PageHeader>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="min-w-0">
          <Tabs.Root defaultValue="aeris">
            <Tabs.List aria-label="Journals" className="mb-4 flex gap-1">
              {JOURNAL_NAMES.map((name) => (
                <Tabs.Trigger
                  key={name}
                  value={name}
                  data-accent={name}
                  className="rounded-lg px-3 py-2 text-mist-dim text-sm data-[state=active]:bg-gold-400/15 data-[state=active]:text-[var(--accent)]"
                >
                  {LABELS[name]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {JOURNAL_NAMES.map((name) => (
              <Tabs.Content key={name} value={name}>
                <JournalTab name={name} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Card>
        <div className="min-w-0">
          <MemoryBackupPanel />
        </div>
      </div>
      <p className="mt-4 text-mist-dim text-xs">
        Backups are made daily and on their own; monitoring runs every 5 minutes and refills an emptied memory from the newest backup;
        journal entries are written every 4 hours. All of it runs on the server, whether or not a browser is open.
      </p>
      <Link href="/" className="mt-6 inline-flex items-center gap-2 text-gold-300 text-sm hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Back to Cathedral
      </Link>
    </div>
  );
}
