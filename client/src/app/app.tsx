import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Toaster } from "@/components/ui/toaster";
import { useSession } from "@/features/gate/api/session";
import { AccessPortal } from "@/features/gate/components/access-portal";
import { createQueryClient } from "@/lib/query-client";
import { AppShell } from "./layout/app-shell";
import { warmUp } from "./warm-up";

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

export function App() {
  const [client] = useState(() => {
    const created = createQueryClient();
    warmUp(created);
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <Gate />
      <Toaster />
    </QueryClientProvider>
  );
}
