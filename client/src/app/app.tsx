import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { FIRST_PAGE } from "@contract/first-page";
import { Router } from "wouter";
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
  return session.data?.authenticated ? <AppShell /> : <AccessPortal />;
}

/** `ssrPath`: the page the server draws (in the browser, the router reads the address bar). */
export function App({ client, ssrPath }: { client: QueryClient; ssrPath?: string }) {
  const aroundNav = useMemo(() => aroundNavigation(client), [client]);
  // Until now a drawn page only looked ready; from here it answers clicks and keys.
  useEffect(() => document.documentElement.setAttribute(FIRST_PAGE.interactiveAttribute, ""), []);
  return (
    <QueryClientProvider client={client}>
      <Router aroundNav={aroundNav} ssrPath={ssrPath}>
        <Gate />
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
}
