import {
  type ModelList,
  type OperationResult,
  type ProviderSettingsView,
  providerSettingsRequestSchema,
  updateApiKeyRequestSchema,
} from "@contract/provider";
import { Hono } from "hono";
import { validate } from "../../platform/http/validate";
import {
  listModels,
  type ProviderConnectionDeps,
  providerView,
  testConnection,
  updateApiKey,
  updateProviderSettings,
} from "./provider-connection";

/** Provider settings: the spec's key and test calls, plus what choosing a provider needs. */
export function providerRoutes(deps: ProviderConnectionDeps) {
  const app = new Hono();
  app.get("/provider", (c) => c.json<ProviderSettingsView>(providerView(deps)));
  app.put("/provider", validate("json", providerSettingsRequestSchema), async (c) =>
    c.json<ProviderSettingsView>(await updateProviderSettings(deps, c.req.valid("json"))),
  );
  app.post("/provider/models", validate("json", providerSettingsRequestSchema.partial()), async (c) =>
    c.json<ModelList>({ models: await listModels(deps, c.req.valid("json")) }),
  );
  app.post("/update-api-key", validate("json", updateApiKeyRequestSchema), (c) => {
    const { service, key } = c.req.valid("json");
    return c.json<OperationResult>(updateApiKey(deps, service, key));
  });
  // The spec's call has no body and tests what answers; the dashboard sends its form to try settings before saving.
  app.post("/test-openai", validate("json", providerSettingsRequestSchema.partial()), async (c) =>
    c.json<OperationResult>(await testConnection(deps, c.req.valid("json"))),
  );
  return app;
}
