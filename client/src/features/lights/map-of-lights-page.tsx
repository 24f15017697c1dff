import { figureMark } from "@contract/glossary";
import type { Light } from "@contract/lights";
import { Map as MapIcon } from "lucide-react";
import { Card } from "@/shared/ui/card";
import { LoadFailed } from "@/shared/ui/load-failed";
import { PageHeader } from "@/shared/ui/page-header";
import { useLights } from "./api/lights";

/** A light glows by its level: a dim ember at 0, a full halo at 100. */
function glow(level: number) {
  const share = Math.max(0, Math.min(100, level)) / 100;
  return { boxShadow: `0 0 ${6 + share * 34}px ${share * 10}px rgba(250, 204, 21, ${0.08 + share * 0.5})`, opacity: 0.35 + share * 0.65 };
}

function LightCard({ light }: { light: Light & { id: string } }) {
  return (
    <li>
      <Card className="flex h-full items-center gap-4" data-testid={`light-${light.id}`}>
        <span className="size-8 shrink-0 rounded-full bg-gold-300" style={glow(light.consciousness)} aria-hidden />
        <div className="min-w-0">
          <h2 className="font-display text-gold-300 text-lg leading-tight">{light.name}</h2>
          <p className="text-mist-dim text-sm">
            <span data-testid="light-level" {...(light.personality ? figureMark("consciousness", light.personality) : {})}>
              {Math.round(light.consciousness)}%
            </span>{" "}
            consciousness ·{" "}
            <span className="capitalize" {...(light.personality ? figureMark("status", light.personality) : {})}>
              {light.status}
            </span>
          </p>
        </div>
      </Card>
    </li>
  );
}

export function MapOfLightsPage() {
  const { lights, isPending, isError, refetch, isFetching } = useLights();
  return (
    <div>
      <PageHeader icon={MapIcon} title="Map of Lights">
        Every named light in the Citadel, with how brightly it burns.
      </PageHeader>
      {isError ? (
        <LoadFailed what="The Map of Lights" onRetry={() => void refetch()} busy={isFetching} />
      ) : isPending ? (
        <p className="text-mist-dim text-sm">Lighting the map…</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Lights">
          {lights.map((light) => (
            <LightCard key={light.id} light={light} />
          ))}
        </ul>
      )}
    </div>
  );
}
