import type { Artifact } from "@contract/artifacts";
import { Gem } from "lucide-react";
import { useEffect } from "react";
import { readStored, writeStored } from "@/lib/storage";
import { Card } from "@/shared/ui/card";
import { LoadFailed } from "@/shared/ui/load-failed";
import { PageHeader } from "@/shared/ui/page-header";
import { toast } from "@/shared/ui/toast-store";
import { useArtifacts } from "./hooks/use-artifacts";

/** The artifacts already announced in this browser: each earned one is announced once. */
const ANNOUNCED_KEY = "citadel-artifacts-announced";

function useAnnounceEarned(artifacts: Artifact[], measured: boolean) {
  useEffect(() => {
    if (!measured) return;
    const announced = new Set<string>(JSON.parse(readStored(ANNOUNCED_KEY) ?? "[]") as string[]);
    const fresh = artifacts.filter((a) => a.milestone && a.earned && !announced.has(a.id));
    if (fresh.length === 0) return;
    // One toast for all of them: a toast shows one at a time, and each newer would hide the one before.
    toast(
      fresh.length === 1
        ? { title: "Artifact Earned", description: `${fresh[0]?.name}: ${fresh[0]?.unlock_condition}` }
        : { title: `${fresh.length} Artifacts Earned`, description: fresh.map((a) => a.name).join(", ") },
    );
    for (const a of fresh) announced.add(a.id);
    writeStored(ANNOUNCED_KEY, JSON.stringify([...announced]));
  }, [artifacts, measured]);
}

function ArtifactCard({ artifact }: { artifact: Artifact }) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-2" data-testid={`artifact-${artifact.id}`}>
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-display text-gold-300 text-lg leading-tight">{artifact.name}</h2>
          <span
            className={
              artifact.earned
                ? "shrink-0 rounded-full bg-gold-400/20 px-2 py-0.5 text-gold-300 text-xs"
                : "shrink-0 rounded-full border border-night-500 px-2 py-0.5 text-mist-dim text-xs"
            }
            data-testid="artifact-badge"
          >
            {artifact.earned ? "Earned" : "Not yet"}
          </span>
        </div>
        <p className="text-mist text-sm italic">{artifact.lore}</p>
        <p className="text-mist-dim text-xs">{artifact.unlock_condition}</p>
        <div className="mt-auto flex items-center gap-2">
          <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-night-700" aria-hidden>
            <div className="h-full rounded-full bg-gold-300" style={{ width: `${artifact.progress}%` }} />
          </div>
          <span className="text-mist-dim text-xs" data-testid="artifact-progress">
            {artifact.progress}%
          </span>
        </div>
      </Card>
    </li>
  );
}

export function ArtifactsVaultPage() {
  const { artifacts, measured, isPending, isError, refetch, isFetching } = useArtifacts();
  useAnnounceEarned(artifacts, measured);
  return (
    <div>
      <PageHeader icon={Gem} title="Artifacts Vault">
        Relics of the Citadel's history, earned along the way.
      </PageHeader>
      {isError ? (
        <LoadFailed what="The Artifacts Vault" onRetry={() => void refetch()} busy={isFetching} />
      ) : isPending ? (
        <p className="text-mist-dim text-sm">Opening the vault…</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Artifacts">
          {artifacts.map((artifact) => (
            <ArtifactCard key={artifact.id} artifact={artifact} />
          ))}
        </ul>
      )}
    </div>
  );
}
