import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { FIRST_PAGE } from "@contract/first-page";
import { Router } from "wouter";
import { OfflineNotice } from "@/components/offline-notice";
import { LoadFailed } from "@/components/ui/load-failed";
import { Toaster } from "@/components/ui/toaster";
import { useSession } from "@/features/gate/api/session";
import { AccessPortal } from "@/features/gate/components/access-portal";
import { AppShell } from "./layout/app-shell";
import { aroundNavigation } from "./read-ahead";

function Gate() {
  const session = useSession();
  if (session.isPending) {
    return (
      <p role="status" className="flex min-h-screen items-center justify-center text-mist-dim">
        Opening the Citadel…
      </p>
    );
  }
  // Not reached at all (offline, or the server stopped): said plainly, never shown as signed out.
  if (session.isError && !session.data) {
    return (
      <div className="mx-auto max-w-xl p-6">
        <LoadFailed what="The Citadel" onRetry={() => void session.refetch()} busy={session.isFetching} />
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
