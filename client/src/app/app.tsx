import { FIRST_PAGE } from "@contract/first-page";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { Router } from "wouter";
import { useSession } from "@/features/gate/api/get-session";
import { AccessPortal } from "@/features/gate/components/access-portal";
import { CitadelUnreachable } from "@/features/gate/components/citadel-unreachable";
import { useRetryUntilReachable } from "@/features/gate/hooks/use-retry-until-reachable";
import { OfflineNotice } from "@/shared/ui/offline-notice";
import { Toaster } from "@/shared/ui/toaster";
import { AppHeader } from "./layout/app-header";
import { AppShell } from "./layout/app-shell";
import { aroundNavigation } from "./read-ahead";

function Gate() {
  const session = useSession();
  const unreachable = session.isError && !session.data;
  useRetryUntilReachable(unreachable, session.refetch);
  if (session.isPending) {
    return (
      <p role="status" className="flex min-h-screen items-center justify-center text-mist-dim">
        Opening the Citadel…
      </p>
    );
  }
  // Not reached at all (offline, or the server stopped): said plainly in the app's frame, never shown as signed out;
  // it opens by itself once the Citadel answers.
  if (unreachable) {
    return (
      <div className="flex min-h-screen flex-col">
        <AppHeader />
        <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-10">
          <CitadelUnreachable onRetry={() => void session.refetch()} busy={session.isFetching} />
        </main>
      </div>
    );
  }
  return session.data?.authenticated ? <AppShell /> : <AccessPortal />;
}

/** `ssrPath`: the page the server draws (in the browser, the router reads the address bar). */
export function App({ client, ssrPath }: { client: QueryClient; ssrPath?: string }) {
  const aroundNav = useMemo(() => aroundNavigation(client), [client]);
  // Until now a drawn page only looked ready; from here it answers clicks and keys.
  useEffect(() => document.documentElement.setAttribute(FIRST_PAGE.interactiveAttribute, ""), []);
  return (
    <QueryClientProvider client={client}>
      <OfflineNotice />
      <Router aroundNav={aroundNav} ssrPath={ssrPath}>
        <Gate />
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
}
