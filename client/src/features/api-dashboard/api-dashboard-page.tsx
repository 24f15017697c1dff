import { ArrowLeft, KeyRound, Plug } from "lucide-react";
import { Link } from "wouter";
import { Card, CardTitle } from "@/components/ui/card";
import { Chamber } from "@/components/ui/chamber";
import { PageHeader } from "@/components/ui/page-header";
import { useApiStatus } from "@/features/status/api/get-status";

export function ApiDashboardPage() {
  const { data, isError } = useApiStatus();
  return (
    <div>
      <PageHeader icon={KeyRound} title="API Dashboard">
        Which model gives the personalities their voice, and how to connect your own.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle>Service status</CardTitle>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="service-status">
            <dt className="text-mist-dim">Service</dt>
            <dd>{data?.provider ?? "…"}</dd>
            <dt className="text-mist-dim">Model</dt>
            <dd>{data?.model ?? "…"}</dd>
            <dt className="text-mist-dim">Status</dt>
            <dd>{isError ? "error" : data ? "active" : "unknown"}</dd>
            <dt className="text-mist-dim">Last updated</dt>
            <dd>{data ? new Date(data.last_updated).toLocaleString() : "…"}</dd>
          </dl>
        </Card>
        <Chamber icon={Plug} title="Connect a model">
          Choose OpenAI, an OpenAI-compatible server (Ollama, LM Studio, vLLM, llama.cpp, OpenRouter) or a local model
          file, enter its key, and test the connection.
        </Chamber>
      </div>
      <Link href="/" className="mt-6 inline-flex items-center gap-2 text-gold-300 text-sm hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Return to Citadel
      </Link>
    </div>
  );
}
