import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/toaster";
import { useSession } from "@/features/gate/api/session";
import { AccessPortal } from "@/features/gate/components/access-portal";
import { AppShell } from "./layout/app-shell";

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

export function App({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Gate />
      <Toaster />
    </QueryClientProvider>
  );
}
