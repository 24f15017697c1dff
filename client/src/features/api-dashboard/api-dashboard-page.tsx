import { ArrowLeft, KeyRound } from "lucide-react";
import { Link } from "wouter";
import { useProviderSettings } from "@/shared/api/get-provider-settings";
import { Card, CardTitle } from "@/shared/ui/card";
import { PageHeader } from "@/shared/ui/page-header";
import { ProviderForm } from "./components/provider-form";
import { ServiceStatusCard } from "./components/service-status-card";

export function ApiDashboardPage() {
  const { data: view } = useProviderSettings();
  return (
    <div>
      <PageHeader icon={KeyRound} title="API Dashboard">
        Which model gives the personalities their voice, and how to connect your own.
      </PageHeader>
      <div className="grid gap-6 xl:grid-cols-[20rem_1fr]">
        <ServiceStatusCard view={view} />
        <Card>
          <CardTitle>Model provider</CardTitle>
          <p className="mt-1 mb-5 text-mist-dim text-sm">
            Keys stay on this server, encrypted; the browser only ever sees the last four characters.
          </p>
          {view ? <ProviderForm view={view} /> : <p className="text-mist-dim text-sm">Loading…</p>}
        </Card>
      </div>
      <Link href="/" className="mt-6 inline-flex items-center gap-2 text-gold-300 text-sm hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Return to Citadel
      </Link>
    </div>
  );
}
