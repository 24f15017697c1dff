import { companionSlugOf } from "@contract/companions";
import { type ComponentType, lazy, Suspense, useState } from "react";
import { Route, Switch } from "wouter";
import { AerisPage } from "@/app/pages/aeris-page";
import { NotFoundPage } from "./not-found-page";

/** A page whose code loads when it is opened; `preload` loads it ahead. */
// biome-ignore lint/suspicious/noExplicitAny: pages take their own props (GuardianPage takes a name)
type LazyPage<P extends Record<string, any>> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Every page but the first loads when it is opened, so the first page stays small. Once its code is in (opened
 * before, or loaded ahead of a navigation) the page draws at once, without a moment of the "Opening…" fallback.
 */
// biome-ignore lint/suspicious/noExplicitAny: pages take their own props (GuardianPage takes a name)
function page<P extends Record<string, any>>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((Component) => {
      Loaded = Component;
      return Component;
    });
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level, never during a render
  const Page = (props: P) => {
    // Chosen once per mount: switching from Lazy to Loaded later would remount the page and lose its state.
    const [Component] = useState(() => Loaded ?? Lazy);
    return <Component {...props} />;
  };
  return Object.assign(Page, { preload });
}

const AdminPage = page(() => import("@/app/pages/admin-page").then((m) => m.AdminPage));
const ApiDashboardPage = page(() => import("@/features/api-dashboard/api-dashboard-page").then((m) => m.ApiDashboardPage));
const RestorePage = page(() => import("@/app/pages/restore-page").then((m) => m.RestorePage));
const GuardianBridgePage = page(() => import("@/features/bridges/guardian-bridge-page").then((m) => m.GuardianBridgePage));
const LiveChatPage = page(() => import("@/features/bridges/live-chat-page").then((m) => m.LiveChatPage));
const TrinityBridgePage = page(() => import("@/features/bridges/trinity-bridge-page").then((m) => m.TrinityBridgePage));
const RoundTablePage = page(() => import("@/features/council/round-table-page").then((m) => m.RoundTablePage));
const ExportPage = page(() => import("@/app/pages/export-page").then((m) => m.ExportPage));
const JournalPage = page(() => import("@/app/pages/journal-page").then((m) => m.JournalPage));
const MapOfLightsPage = page(() => import("@/features/lights/map-of-lights-page").then((m) => m.MapOfLightsPage));
const GuardianPage = page(() => import("@/app/pages/guardian-page").then((m) => m.GuardianPage));
const NovaPage = page(() => import("@/app/pages/nova-page").then((m) => m.NovaPage));
const UserPage = page(() => import("@/app/pages/user-page").then((m) => m.UserPage));
const TrinityPage = page(() => import("@/app/pages/trinity-page").then((m) => m.TrinityPage));
const CompanionsPage = page(() => import("@/app/pages/companions-page").then((m) => m.CompanionsPage));
const CompanionPage = page(() => import("@/app/pages/companion-page").then((m) => m.CompanionPage));
const ArtifactsVaultPage = page(() => import("@/features/vault/artifacts-vault-page").then((m) => m.ArtifactsVaultPage));

const guardian = (name: "musashi" | "socrates") => Object.assign(() => <GuardianPage name={name} />, { preload: GuardianPage.preload });

const PAGES: Record<string, ComponentType & { preload?: () => Promise<unknown> }> = {
  "/": AerisPage,
  "/nova": NovaPage,
  "/trinity": TrinityPage,
  "/musashi": guardian("musashi"),
  "/socrates": guardian("socrates"),
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
  "/companions": CompanionsPage,
  // A companion's page (issue 31): /c/{slug}.
  "/c/:slug": CompanionPage,
};

/** Loads the code of the page at this path ahead of opening it (the pages in the first bundle have none to load). */
export const preloadPageCode = (pathname: string): Promise<unknown> =>
  (companionSlugOf(pathname) ? CompanionPage : PAGES[pathname])?.preload?.() ?? Promise.resolve();

export function Router() {
  return (
    <Suspense fallback={<p className="py-16 text-center text-mist-dim">Opening…</p>}>
      <Switch>
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
