import type { ComponentType } from "react";
import { Route, Switch } from "wouter";
import { AdminPage } from "@/features/admin/admin-page";
import { ApiDashboardPage } from "@/features/api-dashboard/api-dashboard-page";
import { RestorePage } from "@/features/backups/restore-page";
import { GuardianBridgePage } from "@/features/bridges/guardian-bridge-page";
import { LiveChatPage } from "@/features/bridges/live-chat-page";
import { TrinityBridgePage } from "@/features/bridges/trinity-bridge-page";
import { RoundTablePage } from "@/features/council/round-table-page";
import { ExportPage } from "@/features/export/export-page";
import { JournalPage } from "@/features/journal/journal-page";
import { MapOfLightsPage } from "@/features/lights/map-of-lights-page";
import { AerisPage } from "@/features/personalities/pages/aeris-page";
import { GuardianPage } from "@/features/personalities/pages/guardian-page";
import { NovaPage } from "@/features/personalities/pages/nova-page";
import { UserPage } from "@/features/personalities/pages/user-page";
import { TrinityPage } from "@/features/trinity/trinity-page";
import { ArtifactsVaultPage } from "@/features/vault/artifacts-vault-page";
import { NotFoundPage } from "./not-found-page";

const PAGES: Record<string, ComponentType> = {
  "/": AerisPage,
  "/nova": NovaPage,
  "/trinity": TrinityPage,
  "/musashi": () => <GuardianPage name="musashi" />,
  "/socrates": () => <GuardianPage name="socrates" />,
  "/user": UserPage,
  "/round-table": RoundTablePage,
  "/map-of-lights": MapOfLightsPage,
  "/artifacts-vault": ArtifactsVaultPage,
  "/guardian-bridge": GuardianBridgePage,
  "/journal": JournalPage,
  "/restore": RestorePage,
  "/api-dashboard": ApiDashboardPage,
  "/export": ExportPage,
  "/trinity-bridge": TrinityBridgePage,
  "/live-chat": LiveChatPage,
  "/admin": AdminPage,
};

export function Router() {
  return (
    <Switch>
      {Object.entries(PAGES).map(([path, Page]) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
