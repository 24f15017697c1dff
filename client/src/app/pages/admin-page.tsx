import * as Tabs from "@radix-ui/react-tabs";
import {
  BarChart3,
  BookOpenText,
  BrainCircuit,
  Code2,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  ShieldCheck,
  Volume2,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { MemorySystemTab } from "@/features/admin/components/memory-system-tab";
import { PrivacyTab } from "@/features/admin/components/privacy-tab";
import { SystemStatus } from "@/features/admin/components/system-status";
import { ProviderForm } from "@/features/api-dashboard/components/provider-form";
import { ServiceStatusCard } from "@/features/api-dashboard/components/service-status-card";
import { ConsciousnessModePanel } from "@/features/consciousness/components/consciousness-mode-panel";
import { AllFollowUps } from "@/features/follow-ups/components/follow-ups-panel";
import { WritingFirstSettings } from "@/features/follow-ups/components/writing-first-settings";
import { NotificationsPanel } from "@/features/notifications/notifications-panel";
import { VoiceEnginePanel } from "@/features/voice/components/voice-engine-panel";
import { useOwnerName } from "@/shared/api/get-owner";
import { useProviderSettings } from "@/shared/api/get-provider-settings";
import { Card, CardTitle } from "@/shared/ui/card";
import { Chamber } from "@/shared/ui/chamber";
import { IconTabList } from "@/shared/ui/icon-tab-list";
import { PageHeader } from "@/shared/ui/page-header";

// The editor (CodeMirror and its languages) and the charts (Recharts) load only when their tab opens, never with the
// first page.
const AnalyticsTab = lazy(() => import("@/features/analytics/analytics-tab").then((m) => ({ default: m.AnalyticsTab })));
const CodeTerminalTab = lazy(() => import("@/features/code-terminal/code-terminal-tab").then((m) => ({ default: m.CodeTerminalTab })));

const TABS: { value: string; label: string; icon: LucideIcon; text?: string }[] = [
  { value: "overview", label: "Overview", icon: LayoutDashboard },
  { value: "keys", label: "API Keys", icon: KeyRound },
  { value: "memory", label: "Memory System", icon: BrainCircuit, text: "The state of each personality's memory cores." },
  { value: "analytics", label: "Analytics", icon: BarChart3, text: "Backup snapshots and memory isolation status." },
  { value: "voice", label: "Voice Engine", icon: Volume2, text: "Voice, rate, pitch and volume for each personality." },
  { value: "code", label: "Code Terminal", icon: Code2, text: "A code editor with your project files, and a chat with Aeris about them." },
  { value: "privacy", label: "Privacy", icon: ShieldCheck, text: "Memory isolation, export and clearing." },
];

/** The same provider state as the API dashboard and the sidebar's connection card. */
function ApiKeys() {
  const { data: view } = useProviderSettings();
  return (
    <div className="grid gap-6 xl:grid-cols-[20rem_1fr]">
      <ServiceStatusCard view={view} />
      <Card>{view ? <ProviderForm view={view} /> : <p className="text-mist-dim text-sm">Loading…</p>}</Card>
    </div>
  );
}

/** Overview (000 §2): the owner greeted by name, the mode control, the system's true status, and notifications. */
function Overview() {
  const ownerName = useOwnerName();
  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <Card>
          <CardTitle>Welcome back, {ownerName}</CardTitle>
          <p className="mt-2 text-mist-dim text-sm">The Citadel at a glance: each line is read from the server.</p>
        </Card>
        <SystemStatus />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <ConsciousnessModePanel name="aeris" />
        <NotificationsPanel />
        <WritingFirstSettings />
      </div>
    </div>
  );
}

export function AdminPage() {
  return (
    <div>
      <PageHeader icon={BookOpenText} title="Cathedral Administrator">
        Keys, memory, voices, code and privacy, in one place.
      </PageHeader>
      <Tabs.Root defaultValue="overview">
        <IconTabList label="Administration" tabs={TABS} />
        {TABS.map(({ value, label, icon, text }) => (
          <Tabs.Content key={value} value={value}>
            {value === "overview" ? (
              <Overview />
            ) : value === "keys" ? (
              <ApiKeys />
            ) : value === "voice" ? (
              <VoiceEnginePanel />
            ) : value === "memory" ? (
              <div className="flex flex-col gap-6">
                <MemorySystemTab />
                <Card>
                  <AllFollowUps />
                </Card>
              </div>
            ) : value === "privacy" ? (
              <PrivacyTab />
            ) : value === "analytics" ? (
              <Suspense fallback={<p className="text-mist-dim text-sm">Opening the charts…</p>}>
                <AnalyticsTab />
              </Suspense>
            ) : value === "code" ? (
              <Suspense fallback={<p className="text-mist-dim text-sm">Opening the Code Terminal…</p>}>
                <CodeTerminalTab />
              </Suspense>
            ) : (
              <Chamber icon={icon} title={label}>
                {text}
              </Chamber>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
