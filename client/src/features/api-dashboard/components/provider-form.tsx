import { plural } from "@contract/plural";
import { COMPATIBLE_PRESETS, isServerProvider, PROVIDER_LABELS, type ProviderSettingsView } from "@contract/provider";
import { PROVIDER_IDS, type ProviderId } from "@contract/status";
import { Eye, EyeOff, ListRestart, PlugZap, RefreshCw, Save } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { takeOfferedKey } from "@/lib/offered-key";
import { useListModels } from "@/shared/api/list-models";
import { useRefreshStatus } from "@/shared/api/refresh-status";
import { useSaveProviderSettings } from "@/shared/api/save-provider-settings";
import { useTestConnection } from "@/shared/api/test-connection";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/toast-store";
import { checkProviderForm, FIELDS, fieldOfFailure, type ProblemField } from "../provider-form-rules";
import { LocalModelPanel } from "./local-model-panel";

const input =
  "w-full rounded-lg border border-night-500 bg-night-900 px-3 py-2 text-sm text-mist outline-none placeholder:text-mist-dim/60 focus:border-gold-400";

/** What the form says for a provider: its own address, model and key only. */
const settingsOnForm = (provider: ProviderId, form: { baseUrl: string; model: string; key: string }) => {
  const fields = FIELDS[provider];
  return {
    provider,
    ...(fields.baseUrl ? { baseUrl: form.baseUrl.trim() } : {}),
    ...(fields.model ? { model: form.model.trim() } : {}),
    ...(fields.key && form.key.trim() ? { key: form.key.trim() } : {}),
  };
};

/** Choose who answers, with the key, address and model that provider needs. Used by the dashboard and admin. */
export function ProviderForm({ view }: { view: ProviderSettingsView }) {
  // The earlier Citadel's OpenAI key, when the owner chose to use it: filled in here, saved only by Update.
  const [offered] = useState(takeOfferedKey);
  const [provider, setProvider] = useState<ProviderId>(offered ? "openai" : (view.selected ?? view.active.provider));
  // Each server keeps its own settings: the fields show the chosen one's, and a key typed for one goes to no other.
  const stored = isServerProvider(provider) ? view.servers[provider] : null;
  const [baseUrl, setBaseUrl] = useState(stored?.baseUrl ?? "");
  const [model, setModel] = useState(stored?.model ?? "");
  const [key, setKey] = useState(offered ?? "");
  const [showKey, setShowKey] = useState(false);
  const [models, setModels] = useState<string[]>([]);
  // The last refusal, said beside the field it concerns as well as in the toast, which fades.
  const [problem, setProblem] = useState<{ field: ProblemField; text: string } | null>(null);
  const save = useSaveProviderSettings();
  const test = useTestConnection();
  const list = useListModels();
  const refresh = useRefreshStatus();
  const id = useId();
  const fields = FIELDS[provider];

  useEffect(() => {
    setBaseUrl(stored?.baseUrl ?? "");
    setModel(stored?.model ?? "");
  }, [stored?.baseUrl, stored?.model]);

  function choose(next: ProviderId) {
    setProvider(next);
    setKey("");
    setModels([]);
    setProblem(null);
  }

  /** A field's change answers what was said of it. */
  const edited = (field: ProblemField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (problem?.field === field) setProblem(null);
  };

  /** A refusal, in the toast and beside its field. */
  function refused(title: string, error: unknown, fallback: string) {
    const text = errorText(error, fallback);
    const field = fieldOfFailure(error);
    // OpenAI's address is not on the form: what concerns it is said under the buttons.
    setProblem({ field: field !== "form" && fields[field] ? field : "form", text });
    toast({ title, description: text, variant: "destructive" });
  }

  const problemProps = (field: ProblemField) =>
    problem?.field === field ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-problem` } : {};
  const said = (field: ProblemField) =>
    problem?.field === field ? <FieldProblem id={`${id}-${field}-problem`} text={problem.text} /> : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkProviderForm({ provider, baseUrl, model, key, hasStoredKey: Boolean(stored?.keyHint) });
    if (found) {
      setProblem({ field: found.field, text: found.description });
      toast({ title: found.title, description: found.description, variant: "destructive" });
      return;
    }
    setProblem(null);
    // The settings are tried first: they are saved (and answer) only if the provider answers them.
    save.mutate(
      { ...settingsOnForm(provider, { baseUrl, model, key }), verify: true },
      {
        onSuccess: (saved) => {
          setKey("");
          setProblem(null);
          toast(
            saved.problem
              ? {
                  title: "Settings Saved",
                  description: `${PROVIDER_LABELS[provider]} cannot answer yet: ${saved.problem}`,
                  variant: "destructive",
                }
              : { title: "Settings Saved", description: `${PROVIDER_LABELS[provider]} will answer from now on` },
          );
        },
        // The server's message says what failed ("Not saved: …"); the form stays as it is, for the owner to correct.
        onError: (e) => refused("Error", e, "Failed to update API key"),
      },
    );
  }

  // What is on the form is what is tried, saved or not.
  function runTest() {
    test.mutate(settingsOnForm(provider, { baseUrl, model, key }), {
      onSuccess: (r) => {
        setProblem(null);
        toast({ title: "Connection Test", description: r.message });
      },
      onError: (e) => refused("Connection Test Failed", e, "API connection test failed"),
    });
  }

  function refreshStatus() {
    refresh.mutate(undefined, {
      onSuccess: (latest) =>
        toast(
          latest.problem
            ? {
                title: "Status Refreshed",
                description: `${PROVIDER_LABELS[latest.active.provider]}: ${latest.problem}`,
                variant: "destructive",
              }
            : { title: "Status Refreshed", description: `${PROVIDER_LABELS[latest.active.provider]} is answering` },
        ),
      onError: (e) => toast({ title: "Error", description: errorText(e, "The status could not be read"), variant: "destructive" }),
    });
  }

  function fetchModels() {
    list.mutate(
      { provider, baseUrl: baseUrl.trim() || undefined, key: key.trim() || undefined },
      {
        onSuccess: (r) => {
          setModels(r.models);
          if (!model && r.models[0]) setModel(r.models[0]);
          toast({ title: "Models Loaded", description: `${plural(r.models.length, "model")} offered by the server` });
        },
        onError: (e) => refused("Could Not List Models", e, "The server did not answer"),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-label="Model provider">
      <fieldset>
        <legend className="mb-2 font-medium text-sm">Who answers</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PROVIDER_IDS.map((p) => (
            <label
              key={p}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-night-500 bg-night-900/70 px-3 py-2 text-sm has-[:checked]:border-gold-400 has-[:checked]:text-gold-300 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300"
            >
              <input
                type="radio"
                name={`${id}-provider`}
                value={p}
                checked={provider === p}
                onChange={() => choose(p)}
                className="accent-gold-400"
              />
              {PROVIDER_LABELS[p]}
            </label>
          ))}
        </div>
      </fieldset>

      {provider === "local" && <LocalModelPanel />}

      {fields.baseUrl && (
        <div>
          <label htmlFor={`${id}-url`} className="mb-1 block font-medium text-sm">
            Base URL
          </label>
          <input
            id={`${id}-url`}
            className={input}
            value={baseUrl}
            onChange={(e) => edited("baseUrl", setBaseUrl)(e.target.value)}
            placeholder="http://127.0.0.1:11434/v1"
            inputMode="url"
            {...problemProps("baseUrl")}
          />
          {said("baseUrl")}
          <div className="mt-2 flex flex-wrap gap-2">
            {COMPATIBLE_PRESETS.map((preset) => (
              <button
                key={preset.id}
                type="button"
                onClick={() => edited("baseUrl", setBaseUrl)(preset.baseUrl)}
                className="rounded-full border border-night-500 px-3 py-1 text-mist-dim text-xs hover:border-gold-400/60 hover:text-gold-300"
              >
                {preset.label}
              </button>
            ))}
          </div>
        </div>
      )}

      {fields.key && (
        <div>
          <label htmlFor={`${id}-key`} className="mb-1 block font-medium text-sm">
            API key {provider === "openai-compatible" && <span className="text-mist-dim">(optional)</span>}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-key`}
              type={showKey ? "text" : "password"}
              className={input}
              value={key}
              onChange={(e) => edited("key", setKey)(e.target.value)}
              placeholder={stored?.keyHint ? `Stored key ${stored.keyHint}; type to replace` : provider === "openai" ? "sk-..." : ""}
              autoComplete="off"
              data-testid="provider-key"
              {...problemProps("key")}
            />
            <Button
              variant="outline"
              onClick={() => setShowKey((v) => !v)}
              aria-label={showKey ? "Hide API key" : "Show API key"}
              aria-pressed={showKey}
            >
              {showKey ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
            </Button>
          </div>
          {said("key")}
          {provider === "openai" && <p className="mt-1 text-mist-dim text-xs">OpenAI keys start with sk-.</p>}
          {offered && key === offered && (
            <p className="mt-1 text-gold-300 text-xs" data-testid="offered-key-note">
              Filled in from your earlier Citadel. Press Update to keep it.
            </p>
          )}
        </div>
      )}

      {fields.model && (
        <div>
          <label htmlFor={`${id}-model`} className="mb-1 block font-medium text-sm">
            Model
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-model`}
              className={input}
              value={model}
              onChange={(e) => edited("model", setModel)(e.target.value)}
              list={`${id}-models`}
              placeholder={provider === "openai" ? "gpt-4o-mini" : "llama3.2"}
              {...problemProps("model")}
            />
            <datalist id={`${id}-models`}>
              {models.map((m) => (
                <option key={m} value={m} />
              ))}
            </datalist>
            <Button variant="outline" onClick={fetchModels} disabled={list.isPending} className="shrink-0">
              <ListRestart className="size-4" aria-hidden /> {list.isPending ? "Listing..." : "List models"}
            </Button>
          </div>
          {said("model")}
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          <Save className="size-4" aria-hidden /> {save.isPending ? "Checking..." : "Update"}
        </Button>
        <Button variant="outline" onClick={runTest} disabled={test.isPending}>
          <PlugZap className="size-4" aria-hidden /> {test.isPending ? "Testing..." : "Test Connection"}
        </Button>
        <Button variant="outline" onClick={refreshStatus} disabled={refresh.isPending}>
          <RefreshCw className="size-4" aria-hidden /> {refresh.isPending ? "Refreshing..." : "Refresh Status"}
        </Button>
      </div>
      {said("form")}
    </form>
  );
}

/** What was refused, beside the field it concerns: it stays until that field changes or the form is tried again. */
function FieldProblem({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} role="alert" className="mt-1 break-words text-rose-300 text-xs" data-testid="field-problem">
      {text}
    </p>
  );
}
