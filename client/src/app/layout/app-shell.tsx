import { useEffect } from "react";
import { useLocation } from "wouter";
import { useReportTimeZone } from "@/features/follow-ups/hooks/use-report-time-zone";
import { LegacyMoveIn } from "@/features/legacy/legacy-move-in";
import { useActivityNotifications } from "@/features/notifications/use-activity-notifications";
import { ModelOffer } from "@/features/status/components/model-offer";
import { useStatusFollowsTurns } from "@/features/status/hooks/use-status-follows-turns";
import { screenAtLeast, useAfterFirstPaint } from "@/lib/after-first-paint";
import { watchVirtualKeyboard } from "@/lib/phone/virtual-keyboard";
import { useCompanions } from "@/shared/api/get-companions";
import { CompanionAccents } from "@/shared/companions/companion-accents";
import { findRoute, NOT_FOUND_TITLE } from "../route-table";
import { Router } from "../router";
import { AppHeader } from "./app-header";
import { BottomNavigation, TopNavigation } from "./navigation";
import { Sidebar } from "./sidebar";
import { SubHeader } from "./sub-header";
import { useTopOnNavigate } from "./use-top-on-navigate";

/**
 * The route at the current location (undefined for a path no route knows), named in the document's title; a page
 * opened by a link starts at its top.
 */
function useCurrentRoute() {
  const [location] = useLocation();
  const { data: companions } = useCompanions();
  const route = findRoute(location, companions);
  useTopOnNavigate(location);
  useEffect(() => {
    document.title = `${route?.title ?? NOT_FOUND_TITLE} · Citadel`;
  }, [route]);
  return route;
}

/** Each navigation bar is hidden by CSS on the other screen size (md, 48rem); the sidebar below lg (64rem). */
const MD = "48rem";
const LG = "64rem";

export function AppShell() {
  const route = useCurrentRoute();
  const personality = route?.personality;
  useActivityNotifications();
  useReportTimeZone();
  useStatusFollowsTurns();
  useEffect(() => watchVirtualKeyboard(), []);
  // What this screen cannot show is added once the first drawing is on screen (it is then in the page as before).
  const painted = useAfterFirstPaint();
  const wide = screenAtLeast(MD);
  return (
    <div className="flex min-h-screen flex-col pb-20 md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-gold-400 px-3 py-2 text-night-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <CompanionAccents />
      <AppHeader />
      {(painted || wide) && <TopNavigation current={personality} />}
      <SubHeader route={route} />
      <div className="mx-auto flex w-full max-w-screen-2xl flex-1 gap-6 px-4 py-4 md:py-6">
        {(painted || screenAtLeast(LG)) && <Sidebar />}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none" data-accent={personality}>
          <ModelOffer />
          <Router />
        </main>
      </div>
      {(painted || !wide) && <BottomNavigation current={personality} />}
      {painted && <LegacyMoveIn />}
    </div>
  );
}
