import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createQueryClient } from "@/lib/query-client";

/** Renders with the app's own query client (its spec defaults), returning the client so a test can seed it. */
export function renderWithQueries(ui: ReactNode, client = createQueryClient()) {
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
